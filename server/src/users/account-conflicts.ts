import { userErrors } from './users.errors';
import { FieldValidationError } from '../core/errors';

export const usernameTaken = () => new FieldValidationError({ username: ['A user with that username already exists.'] });

const UNIQUE_VIOLATION = '23505';

function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' ? constraint : undefined;
}

/**
 * The client error for an insert that lost a race on a unique column (two sign-ups with one
 * e-mail at once), or undefined when the error is something else.
 */
export function toAccountConflict(error: unknown): Error | undefined {
  const constraint = violatedConstraint(error);
  if (constraint === 'users_email_key') return userErrors.emailRegistered();
  if (constraint === 'users_username_lower_key') return usernameTaken();
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return violatedConstraint(error) === constraint;
}
