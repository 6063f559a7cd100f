import { GatewayError, PAID_VALIDATION_STATUSES, type GatewaySessionRequest, type GatewayTransactionStatus, type GatewayValidation, type PaymentGateway } from './payment-gateway';

export const SSLCOMMERZ_URLS = {
  sandbox: 'https://sandbox.sslcommerz.com',
  live: 'https://securepay.sslcommerz.com',
} as const;

export interface SslcommerzOptions {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com (tests: a local fake). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** SSLCommerz v4: the session API opens the payment page, the validation API confirms a val_id. */
export function createSslcommerzGateway(options: SslcommerzOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function callJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new GatewayError(`SSLCommerz unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GatewayError(`SSLCommerz answered HTTP ${response.status}`);
    try {
      const json: unknown = await response.json();
      if (typeof json !== 'object' || json === null) throw new Error('not an object');
      return json as Record<string, unknown>;
    } catch {
      throw new GatewayError('SSLCommerz answered something that is not JSON');
    }
  }

  return {
    name: 'sslcommerz',

    async startSession(request: GatewaySessionRequest) {
      const form = new URLSearchParams({
        store_id: options.storeId,
        store_passwd: options.storePassword,
        total_amount: request.amount.toFixed(2),
        currency: request.currency,
        tran_id: request.tranId,
        success_url: request.urls.success,
        fail_url: request.urls.fail,
        cancel_url: request.urls.cancel,
        ipn_url: request.urls.ipn,
        cus_name: request.customer.name,
        cus_email: request.customer.email,
        cus_add1: request.customer.city,
        cus_city: request.customer.city,
        cus_country: 'Bangladesh',
        cus_phone: request.customer.phone,
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: request.productName,
        product_category: request.productCategory,
        product_profile: 'non-physical-goods',
      });
      const reply = await callJson(`${options.baseUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const paymentUrl = text(reply.GatewayPageURL);
      if (text(reply.status) !== 'SUCCESS' || !/^https:\/\//.test(paymentUrl)) {
        throw new GatewayError(`SSLCommerz refused the session: ${text(reply.failedreason) || 'no reason given'}`);
      }
      return { paymentUrl };
    },

    async validate(valId: string): Promise<GatewayValidation | undefined> {
      const query = new URLSearchParams({ val_id: valId, store_id: options.storeId, store_passwd: options.storePassword, v: '1', format: 'json' });
      const reply = await callJson(`${options.baseUrl}/validator/api/validationserverAPI.php?${query.toString()}`, { method: 'GET' });
      const status = text(reply.status);
      if (status === '' || status === 'INVALID_TRANSACTION') return undefined;
      return {
        status,
        tranId: text(reply.tran_id),
        // For a payment in BDT these equal amount and currency; in another currency they carry the original.
        amount: text(reply.currency_amount) || text(reply.amount),
        currency: text(reply.currency_type) || text(reply.currency),
      };
    },

    // The transaction query API lists every attempt of a tran_id: any valid one means paid.
    async transactionStatus(tranId: string): Promise<GatewayTransactionStatus | undefined> {
      const query = new URLSearchParams({ tran_id: tranId, store_id: options.storeId, store_passwd: options.storePassword, format: 'json' });
      const reply = await callJson(`${options.baseUrl}/validator/api/merchantTransIDvalidationAPI.php?${query.toString()}`, { method: 'GET' });
      const attempts = Array.isArray(reply.element) ? (reply.element as Array<Record<string, unknown>>) : [];
      const statuses = attempts.map((attempt) => text(attempt.status).toUpperCase());
      if (statuses.length === 0) return undefined;
      if (statuses.some((status) => PAID_VALIDATION_STATUSES.has(status))) return 'paid';
      const last = statuses[statuses.length - 1];
      if (last === 'FAILED' || last === 'EXPIRED') return 'failed';
      if (last === 'CANCELLED') return 'cancelled';
      return 'pending';
    },
  };
}
