export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe); the outbox keeps only the text. */
  headers?: Record<string, string>;
}

/** How the server sends e-mail; services depend on this, never on a transport. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
