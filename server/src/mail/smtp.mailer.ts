import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Real delivery through the SMTP server in SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.#transport = createTransport(smtpUrl);
  }

  async send({ to, subject, text, headers }: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.from, to, subject, text, headers });
  }
}
