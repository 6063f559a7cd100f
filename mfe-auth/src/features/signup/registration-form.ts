import { ApiError, joinFieldErrors } from '@tutorium/shared/api';
import type { AuthT } from '../../common/auth-t';
import { serverText } from '../../common/failure-text';
import type { RegistrationFormValues } from './registration-form-schema';

// What the sign-up page needs with its first render; the schema itself loads when the form is first used (lazy-schema).

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  user_type: 'student',
};

/** What the registration form holds, read from its fields by name (as typed: the schema trims). */
export function registrationValuesOf(form: HTMLFormElement): RegistrationFormValues {
  const data = new FormData(form);
  const value = (name: keyof RegistrationFormValues) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return {
    first_name: value('first_name'),
    last_name: value('last_name'),
    username: value('username'),
    email: value('email'),
    password: value('password'),
    confirm_password: value('confirm_password'),
    user_type: (value('user_type') || EMPTY_REGISTRATION.user_type) as RegistrationFormValues['user_type'],
  };
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
