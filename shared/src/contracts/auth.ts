import type { TeachingMode, User, UserType } from './user';

/** Every accounts endpoint (server accepts each with and without the trailing slash). */
export const AUTH_PATHS = {
  sendOtp: '/api/auth/send-otp/',
  verifyOtp: '/api/auth/verify-otp/',
  register: '/api/auth/register/',
  login: '/api/auth/login/',
  refresh: '/api/auth/token/refresh/',
  logout: '/api/auth/logout/',
  googleLogin: '/api/auth/google-login/',
  config: '/api/auth/config/',
  user: '/api/auth/user/',
  changePassword: '/api/auth/change-password/',
  contactInfo: '/api/auth/contact-info/',
  resetPassword: '/api/auth/reset-password/',
  passwordResetConfirm: '/api/auth/password-reset-confirm/',
  verifyEmail: '/api/auth/verify-email/',
  whatsappSend: '/api/whatsapp/send/',
  whatsappVerify: '/api/whatsapp/verify/',
  me: '/api/users/me/',
  editProfile: '/api/users/edit_profile/',
  uploadPicture: '/api/users/upload_dp/',
  usersChangePassword: '/api/users/change_password/',
  locations: '/api/locations/',
  devOutbox: '/api/dev/outbox/',
} as const;

export type OtpPurpose = 'register' | 'password-reset';

/** Sign-up form data (spec section 3 "Registration data"). */
export interface RegistrationData {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  user_type: UserType;
}

export interface SendOtpRequest {
  email: string;
  purpose: OtpPurpose;
  /** Required when purpose is 'register'. */
  user_data?: RegistrationData;
}
export interface VerifyOtpRequest {
  email: string;
  otp: string;
  purpose: OtpPurpose;
}
export interface LoginRequest {
  /** Username or e-mail. */
  username: string;
  password: string;
}
export interface ResetPasswordRequest {
  email: string;
  otp: string;
  new_password: string;
}
export interface PasswordResetConfirmRequest {
  uid: string;
  token: string;
  new_password: string;
}
export interface VerifyEmailRequest {
  uid: string;
  token: string;
}
export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
}
export interface GoogleLoginRequest {
  token_id: string;
}
/** POST /api/users/edit_profile/ and PATCH /api/auth/user/; phone_verified is decided by the server. */
export interface EditProfileRequest {
  first_name?: string;
  last_name?: string;
  bio?: string | null;
  education?: string | null;
  experience?: string | null;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phone_number?: string | null;
  /** Tutors only: how they teach, at least one mode (replaces the stored ones). */
  teaching_modes?: TeachingMode[];
}

/** A message reply: `{ success: true, detail }` for the code and password calls. */
export interface DetailReply {
  success: true;
  detail: string;
}
/** Login, Google login: the access token (the refresh token travels in an httpOnly cookie). */
export interface SessionReply {
  access: string;
  user: User;
}
export interface RefreshReply {
  access: string;
}
export interface AuthConfigReply {
  /** Null when Google sign-in is not configured: the button is hidden. */
  google_client_id: string | null;
}
export interface PhoneReply {
  status: 'success';
  detail: string;
  user?: User;
}
export interface UploadPictureReply {
  profile_picture_url: string;
}
/** One suggestion of the location search (Nominatim-compatible fields plus coordinates). */
export interface LocationSuggestion {
  place_id: string;
  display_name: string;
  lat: number;
  lon: number;
}

export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const OTP_MAX_ATTEMPTS = 3;
/** Codes one account may have sent to one phone number in a day. */
export const PHONE_CODES_PER_DAY = 5;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * A just-rotated refresh token still works this long: two tabs refreshing with the same cookie at
 * once are one user, not a thief. After it, a reused token revokes its whole login.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

/** Server replies the client shows verbatim (spec section 8). */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent to your email. Please check your inbox.',
  resetOtpSent: 'OTP sent to your email. It expires in 5 minutes.',
  emailRegistered: 'Email is already registered.',
  throttled: 'Please wait a moment before trying again.',
  invalidCode: 'Invalid or expired OTP.',
  loginFailed: 'Invalid username/email or password.',
  passwordUpdated: 'Password updated!',
  passwordReset: 'Password reset successfully!',
  emailVerified: 'Email verified successfully.',
  linkInvalid: 'Verification link is invalid or expired.',
  phoneCodeSent: 'OTP sent!',
  phoneVerified: 'Phone verified!',
} as const;

/** The site's pages that e-mailed links open, `/<page>/<uid>/<token>`, by the link's purpose (the auth remote's routes). */
export const LINK_PAGES = { reset: 'reset-password', 'verify-email': 'verify-email' } as const;
