/**
 * E-mail alerts for people who are away: a new message left unseen, an unlock, the tutors' daily
 * digest of new jobs. Each kind can be switched off in the profile or through the one-click link
 * every such mail carries.
 */
export const MAIL_ALERT_PATHS = {
  /** GET (the caller's switches) and PATCH (any of them). */
  settings: '/api/notification-settings/',
  /** POST `{ token }` from the unsubscribe page, or a mail client's one-click POST (RFC 8058) with `?token=`. */
  unsubscribe: '/api/unsubscribe/',
} as const;

export const MAIL_ALERT_KINDS = ['messages', 'unlocks', 'job-digest'] as const;
export type MailAlertKind = (typeof MAIL_ALERT_KINDS)[number];

/** Every switch is on until its owner turns it off. */
export interface NotificationSettings {
  messages: boolean;
  unlocks: boolean;
  /** Only tutors get the digest; a student's switch is kept but has no effect. */
  job_digest: boolean;
}

export type NotificationSettingsPatch = Partial<NotificationSettings>;

export interface UnsubscribeRequest {
  token: string;
}

export interface UnsubscribeResponse {
  kind: MailAlertKind;
}

/** The browser page a mail's unsubscribe link opens (the token in the query string). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

export const MAIL_ALERT_MESSAGES = {
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
} as const;
