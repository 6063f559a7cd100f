import type { Migration } from 'kysely';
import { createMailOutbox } from './0001-create-mail-outbox';
import { createUsers } from './0002-create-users';
import { createPointsLedger } from './0003-create-points-ledger';
import { createAuthTokens } from './0004-create-auth-tokens';
import { addUserModeration } from './0006-add-user-moderation';
import { createSubjectsAndGigs } from './0007-create-subjects-and-gigs';
import { createGigRankCounts } from './0008-create-gig-rank-counts';
import { createAuthFailures } from './0009-create-auth-failures';
import { createContactUnlocks } from './0010-create-contact-unlocks';
import { createReviews } from './0011-create-reviews';
import { createFavorites } from './0012-create-favorites';
import { addTutorSearchIndexes } from './0013-add-tutor-search-indexes';
import { createJobs } from './0015-create-jobs';
import { createJobUnlocks } from './0016-create-job-unlocks';
import { createNotifications } from './0017-create-notifications';
import { createConversations } from './0031-create-conversations';
import { createMessages } from './0032-create-messages';
import { addJobsCoordinatesIndex } from './0040-add-jobs-coordinates-index';
import { createJobSearchWords } from './0044-create-job-search-words';
import { createPaymentTransactions } from './0045-create-payment-transactions';
import { createJobCounts } from './0050-create-job-counts';
import { createJobSubjectPlaces } from './0051-create-job-subject-places';
import { addJobsSearchVector } from './0052-add-jobs-search-vector';
import { createJobWordCounts } from './0053-create-job-word-counts';
import { addMatchedJobsCoveringIndexes } from './0054-add-matched-jobs-covering-indexes';
import { createTutorSubjects } from './0055-create-tutor-subjects';
import { addTeachingModes } from './0056-add-teaching-modes';
import { createMailAlerts } from './0058-create-mail-alerts';
import { allowNegotiableJobBudgets } from './0059-allow-negotiable-job-budgets';
import { createAdministration } from './0060-create-administration';
import { addJobsClosedByBlock } from './0061-add-jobs-closed-by-block';
import { createListedReviews } from './0062-create-listed-reviews';
import { createClientEvents } from './0063-create-client-events';
import { addClientEventsErrorsIndex } from './0064-add-client-events-errors-index';
import { addClientEventsViewsIndex } from './0065-add-client-events-views-index';
import { addClientEventsClientKey } from './0066-add-client-events-client-key';

/**
 * Every migration, keyed by the name recorded in kysely_migration. Kysely runs them in key
 * order, so keys start with a zero-padded sequence number; never rename or reorder a key once
 * it has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-create-mail-outbox': createMailOutbox,
  '0002-create-users': createUsers,
  '0003-create-points-ledger': createPointsLedger,
  '0004-create-auth-tokens': createAuthTokens,
  '0006-add-user-moderation': addUserModeration,
  '0007-create-subjects-and-gigs': createSubjectsAndGigs,
  '0008-create-gig-rank-counts': createGigRankCounts,
  '0009-create-auth-failures': createAuthFailures,
  '0010-create-contact-unlocks': createContactUnlocks,
  '0011-create-reviews': createReviews,
  '0012-create-favorites': createFavorites,
  '0013-add-tutor-search-indexes': addTutorSearchIndexes,
  '0015-create-jobs': createJobs,
  '0016-create-job-unlocks': createJobUnlocks,
  '0017-create-notifications': createNotifications,
  '0031-create-conversations': createConversations,
  '0032-create-messages': createMessages,
  '0040-add-jobs-coordinates-index': addJobsCoordinatesIndex,
  '0044-create-job-search-words': createJobSearchWords,
  '0045-create-payment-transactions': createPaymentTransactions,
  '0050-create-job-counts': createJobCounts,
  '0051-create-job-subject-places': createJobSubjectPlaces,
  '0052-add-jobs-search-vector': addJobsSearchVector,
  '0053-create-job-word-counts': createJobWordCounts,
  '0054-add-matched-jobs-covering-indexes': addMatchedJobsCoveringIndexes,
  '0055-create-tutor-subjects': createTutorSubjects,
  '0056-add-teaching-modes': addTeachingModes,
  '0058-create-mail-alerts': createMailAlerts,
  '0059-allow-negotiable-job-budgets': allowNegotiableJobBudgets,
  '0060-create-administration': createAdministration,
  '0061-add-jobs-closed-by-block': addJobsClosedByBlock,
  '0062-create-listed-reviews': createListedReviews,
  '0063-create-client-events': createClientEvents,
  '0064-add-client-events-errors-index': addClientEventsErrorsIndex,
  '0065-add-client-events-views-index': addClientEventsViewsIndex,
  '0066-add-client-events-client-key': addClientEventsClientKey,
};
