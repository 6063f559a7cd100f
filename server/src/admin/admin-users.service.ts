import type { AdminUserDetail } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { pointsHistory } from '../payments/payments.service';
import { toHistoryReply } from '../payments/payments.serializer';
import { reportsInvolving } from '../reports/reports.service';
import { latestVerification } from '../verification/verification.service';
import { adminErrors } from './admin.errors';
import { USER_PAGE_ROWS, userActivity } from './admin-users.repository';

/** Everything about one account on one page: each domain gives its own part. */
export async function userDetail(db: Kysely<Database>, userId: number): Promise<AdminUserDetail> {
  const activity = await userActivity(db, userId);
  if (!activity) throw adminErrors.userNotFound();
  const history = await pointsHistory(db, userId, { page: 1, page_size: USER_PAGE_ROWS });
  return {
    ...activity,
    points_history: history.rows.map(toHistoryReply),
    reports: await reportsInvolving(db, userId),
    verification: activity.user.user_type === 'tutor' ? await latestVerification(db, userId) : null,
  };
}
