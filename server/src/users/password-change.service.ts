import { FieldValidationError } from '../http/errors';
import type { AccessClaims } from '../auth/access-token';
import type { AccountsDeps } from '../auth/accounts-deps';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { replacePassword } from '../auth/password-reset.service';
import { loadCurrentUser } from './profile.service';

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
  await deps.db.transaction().execute((trx) => replacePassword(trx, user, passwordHash, session.sessionId));
}
