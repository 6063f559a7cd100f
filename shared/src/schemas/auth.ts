import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, USER_TYPES } from '../contracts';
import type * as Contract from '../contracts';
import { body, coordinate, coordinatesTogether, optionalText, text } from './fields';
import { teachingModesRequestSchema, userSchema } from './user';

/** Trimmed and lower-cased, as addresses are stored and compared. */
export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254, { error: 'Ensure this field has no more than 254 characters.' }))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Ensure this field has at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(128, { error: 'Ensure this field has no more than 128 characters.' });
// A password as typed, checked against a hash: no rules but a sane size.
const secretField = z
  .string()
  .min(1, { error: 'This field may not be blank.' })
  .max(4096, { error: 'Ensure this field has no more than 4096 characters.' });

export const usernameSchema = z
  .string()
  .trim()
  .min(3, { error: 'Ensure this field has at least 3 characters.' })
  .max(30, { error: 'Ensure this field has no more than 30 characters.' })
  .regex(/^[A-Za-z0-9._-]+$/, {
    error: 'Enter a valid username. This value may contain only letters, numbers, and ./-/_ characters.',
  });

export const otpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `Enter the ${OTP_LENGTH}-digit code.` });

/** International format: + and 8 to 15 digits; spaces, dashes and brackets are dropped. */
export const phoneNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+\d{8,15}$/, { error: 'Enter a phone number in international format, e.g. +8801712345678.' }));

// An enum reports a missing value as a wrong choice; say it the way other fields do.
const choiceError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'This field is required.' : `"${String(issue.input)}" is not a valid choice.`;

const userTypeSchema = z.enum(USER_TYPES as readonly ['student', 'tutor'], { error: choiceError });

export const registrationDataSchema = body({
  first_name: text(150),
  last_name: text(150),
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  confirm_password: z.string(),
  user_type: userTypeSchema.default('student'),
}).refine((data) => data.password === data.confirm_password, {
  path: ['confirm_password'],
  error: 'Passwords do not match.',
}) satisfies z.ZodType<Contract.RegistrationData>;

const otpPurposeSchema = z.enum(['register', 'password-reset'], { error: choiceError });

export const sendOtpRequestSchema = body({
  email: emailSchema,
  purpose: otpPurposeSchema,
  user_data: registrationDataSchema.optional(),
}).superRefine((request, context) => {
  if (request.purpose !== 'register') return;
  if (!request.user_data) context.addIssue({ code: 'custom', path: ['user_data'], message: 'This field is required.' });
  else if (request.user_data.email !== request.email && emailSchema.safeParse(request.user_data.email).success) {
    context.addIssue({ code: 'custom', path: ['email'], message: 'Must match the e-mail of the registration data.' });
  }
}) satisfies z.ZodType<Contract.SendOtpRequest>;

export const verifyOtpRequestSchema = body({ email: emailSchema, otp: otpSchema, purpose: otpPurposeSchema }) satisfies z.ZodType<Contract.VerifyOtpRequest>;
export const loginRequestSchema = body({ username: text(254), password: secretField }) satisfies z.ZodType<Contract.LoginRequest>;
export const resetPasswordRequestSchema = body({
  email: emailSchema,
  otp: otpSchema,
  new_password: passwordSchema,
}) satisfies z.ZodType<Contract.ResetPasswordRequest>;
export const passwordResetConfirmRequestSchema = body({
  uid: text(64),
  token: text(256),
  new_password: passwordSchema,
}) satisfies z.ZodType<Contract.PasswordResetConfirmRequest>;
export const verifyEmailRequestSchema = body({ uid: text(64), token: text(256) }) satisfies z.ZodType<Contract.VerifyEmailRequest>;
export const changePasswordRequestSchema = body({
  old_password: secretField,
  new_password: passwordSchema,
}) satisfies z.ZodType<Contract.ChangePasswordRequest>;
export const googleLoginRequestSchema = body({ token_id: text(8192) }) satisfies z.ZodType<Contract.GoogleLoginRequest>;

const contactFields = {
  location: optionalText(255),
  latitude: coordinate(90),
  longitude: coordinate(180),
  phone_number: phoneNumberSchema.nullable().optional(),
};

export const contactInfoRequestSchema = body(contactFields).superRefine(coordinatesTogether) satisfies z.ZodType<Contract.EditProfileRequest>;
export const editProfileRequestSchema = body({
  ...contactFields,
  first_name: text(150).optional(),
  last_name: text(150).optional(),
  bio: optionalText(5000),
  education: optionalText(2000),
  experience: optionalText(2000),
  teaching_modes: teachingModesRequestSchema.optional(),
  // The spec's profile form sends it; accepted and ignored, because only a verified code sets it.
  phone_verified: z.boolean().optional(),
}).superRefine(coordinatesTogether) satisfies z.ZodType<Contract.EditProfileRequest>;

export const phoneSendRequestSchema = body({ phone_number: phoneNumberSchema });
export const phoneVerifyRequestSchema = body({ otp: otpSchema });

export const detailReplySchema = z.object({ success: z.literal(true), detail: z.string() }) satisfies z.ZodType<Contract.DetailReply>;
export const sessionReplySchema = z.object({ access: z.string(), user: userSchema }) satisfies z.ZodType<Contract.SessionReply>;
export const refreshReplySchema = z.object({ access: z.string() }) satisfies z.ZodType<Contract.RefreshReply>;
export const authConfigReplySchema = z.object({ google_client_id: z.string().nullable() }) satisfies z.ZodType<Contract.AuthConfigReply>;
export const phoneReplySchema = z.object({
  status: z.literal('success'),
  detail: z.string(),
  user: userSchema.optional(),
}) satisfies z.ZodType<Contract.PhoneReply>;
export const uploadPictureReplySchema = z.object({ profile_picture_url: z.string() }) satisfies z.ZodType<Contract.UploadPictureReply>;
