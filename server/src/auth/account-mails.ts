import { OTP_VALIDITY_SECONDS } from '@tutorium/shared/contracts';
import type { MailMessage } from '../mail/mailer';

const VALIDITY = `${OTP_VALIDITY_SECONDS / 60} minutes`;
const IGNORE = 'If you did not ask for this, you can ignore this message.';

export function signUpCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Tutorium sign-up code',
    text: `Your Tutorium sign-up code is ${code}.\nIt expires in ${VALIDITY}.\n\n${IGNORE}\n`,
  };
}

export function passwordResetMail(to: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Tutorium password',
    text:
      `Your Tutorium password reset code is ${code}.\nIt expires in ${VALIDITY}.\n\n` +
      `You can also set a new password with this link (valid for 1 hour):\n${link}\n\n${IGNORE}\n`,
  };
}

export function welcomeMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Welcome to Tutorium',
    text: `Hello ${firstName || 'there'},\n\nyour Tutorium account is ready.\nPlease confirm your e-mail address:\n${link}\n`,
  };
}

/** The text of a phone verification code (WhatsApp, or the outbox in development). */
export function phoneCodeText(code: string): string {
  return `Your Tutorium verification code is ${code}. It expires in ${VALIDITY}.`;
}
