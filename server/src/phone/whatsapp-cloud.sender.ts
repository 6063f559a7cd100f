import type { PhoneCodeSender } from './phone-code-sender';

const TIMEOUT_MS = 10_000;

export interface WhatsAppCloudOptions {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 in production; a local server in tests. */
  apiUrl: string;
  /** An approved template of the authentication category: its body and copy-code button take the code. */
  template: { name: string; language: string };
}

/**
 * Sends a code through Meta's WhatsApp Cloud API (POST /{phone-number-id}/messages) as an
 * authentication template: a free-text message only reaches users who wrote to us in the last
 * 24 hours, which someone verifying a number has not.
 */
export class WhatsAppCloudSender implements PhoneCodeSender {
  constructor(private readonly options: WhatsAppCloudOptions) {}

  async sendCode(phoneNumber: string, code: string): Promise<void> {
    const { template } = this.options;
    const response = await fetch(`${this.options.apiUrl}/${this.options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The API takes the number in international form without the plus.
        to: phoneNumber.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      throw new Error(`WhatsApp Cloud API answered ${response.status}: ${detail}`);
    }
  }
}
