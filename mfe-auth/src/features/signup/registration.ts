import { ApiError, joinFieldErrors } from '@tutorium/shared/api';
import type { RegistrationData } from '@tutorium/shared/contracts';
import type { AuthT } from '../../common/auth-t';
import { serverText } from '../../common/failure-text';
import { isLongEnough, tooShortText } from '../../common/password-rules';

export const EMPTY_REGISTRATION: RegistrationData = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  user_type: 'student',
};

/** The registration data as sent: names, username and e-mail without stray spaces. */
export function trimmedRegistration(data: RegistrationData): RegistrationData {
  return {
    ...data,
    first_name: data.first_name.trim(),
    last_name: data.last_name.trim(),
    username: data.username.trim(),
    email: data.email.trim(),
  };
}

/** Why the code cannot be sent yet (spec section 5), or null. */
export function registrationProblem(t: AuthT, data: RegistrationData): string | null {
  if (!data.email.trim() || !data.username.trim() || !data.password || !data.user_type) {
    return t('Please fill all required fields before sending OTP');
  }
  if (data.password !== data.confirm_password) return t('Passwords do not match');
  if (!isLongEnough(data.password)) return tooShortText(t);
  return null;
}

/** A refused send-otp as spec section 8 words it: 409, 429, the field errors, else a generic text. */
export function sendCodeFailure(t: AuthT, err: unknown): string {
  if (err instanceof ApiError && err.status === 409) return t('Email is already registered.');
  if (err instanceof ApiError && err.status === 429) return t('Please wait a moment before trying again.');
  const fields = joinFieldErrors(err);
  if (fields) return fields;
  if (err instanceof ApiError && err.serverMessage) return serverText(t, err.serverMessage);
  return t('Failed to send OTP');
}
