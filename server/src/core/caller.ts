import type { UserRole, UserType } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import { sessionErrors, type DomainError } from './errors';

/** Who is calling: what every rule about "who may do this" needs to know of the caller. */
export interface Caller {
  id: number;
  userType: UserType;
  role: UserRole;
  isBlocked: boolean;
}

export interface CallerRequirement {
  /** The account type or role the caller must have. */
  as?: UserType | 'admin';
  /** Locks the caller's row until the transaction ends (a rule that reads and then writes it). */
  lock?: boolean;
  /** The refusal when the caller is not `as` (default: the generic 403). */
  otherwise?: () => DomainError;
}

/** The caller's row, or undefined when the account no longer exists. */
export async function findCaller(db: Kysely<Database>, id: number, lock = false): Promise<Caller | undefined> {
  let query = db.selectFrom('users').select(['id', 'user_type', 'role', 'is_blocked']).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { id: toNumber(row.id), userType: row.user_type, role: row.role, isBlocked: row.is_blocked };
}

/**
 * The one caller lookup of every rule: the signed-in caller, refused with `otherwise` (default
 * 403) unless they are `as`. An account removed since its token was issued is a 401, like a
 * blocked one.
 */
export async function requireCaller(db: Kysely<Database>, id: number, { as, lock = false, otherwise }: CallerRequirement = {}): Promise<Caller> {
  const caller = await findCaller(db, id, lock);
  if (!caller) throw sessionErrors.tokenInvalid();
  if (caller.isBlocked) throw sessionErrors.accountBlocked();
  const allowed = as === undefined || (as === 'admin' ? caller.role === 'admin' : caller.userType === as);
  if (!allowed) throw (otherwise ?? sessionErrors.permissionDenied)();
  return caller;
}
