import { FieldValidationError } from '../core/errors';
import type { AccessClaims } from '../core/access-token';
import type { AccountsDeps } from './accounts-deps';
import { hashPassword, verifyPassword } from './password-hasher';
import { replacePassword } from './password-reset.service';
import { loadCurrentUser } from '../users/profile.service';
import { inTransaction } from '../db/transaction';

/**
 * Changes the password after checking the current one. Every other login of the user ends, and
 * so does every reset code or link sent before; the login making the change stays signed in.
 */
export async function changePassword(
  deps: Pick<AccountsDeps, 'db'>,
  session: AccessClaims,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await loadCurrentUser(deps.db, session.userId);
  if (!(await verifyPassword(user.password_hash, oldPassword))) {
    throw new FieldValidationError({ old_password: ['Current password is incorrect.'] });
  }
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(deps.db, (trx) => replacePassword(trx, user, passwordHash, session.sessionId));
}
