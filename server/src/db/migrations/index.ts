import type { Migration } from 'kysely';
import { createMailOutbox } from './0001-create-mail-outbox';
import { createUsers } from './0002-create-users';
import { createPointsLedger } from './0003-create-points-ledger';
import { createAuthTokens } from './0004-create-auth-tokens';
import { createAuthFailures } from './0005-create-auth-failures';

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
  '0005-create-auth-failures': createAuthFailures,
};
