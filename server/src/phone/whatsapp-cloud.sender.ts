import type { PhoneMessageSender } from './phone-code-sender';

const TIMEOUT_MS = 10_000;

export interface WhatsAppCloudOptions {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 in production; a local server in tests. */
  apiUrl: string;
}

/** Sends a text message through Meta's WhatsApp Cloud API (POST /{phone-number-id}/messages). */
export class WhatsAppCloudSender implements PhoneMessageSender {
  constructor(private readonly options: WhatsAppCloudOptions) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    const response = await fetch(`${this.options.apiUrl}/${this.options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The API takes the number in international form without the plus.
        to: phoneNumber.replace(/^\+/, ''),
        type: 'text',
        text: { preview_url: false, body: text },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      throw new Error(`WhatsApp Cloud API answered ${response.status}: ${detail}`);
    }
  }
}
