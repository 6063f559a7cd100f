/** What the gateway needs to open a payment page for one purchase. */
export interface GatewaySessionRequest {
  tranId: string;
  /** Whole units of `currency`. */
  amount: number;
  currency: string;
  productName: string;
  productCategory: string;
  customer: { name: string; email: string; phone: string; city: string };
  urls: { success: string; fail: string; cancel: string; ipn: string };
}

/** The gateway's own answer about a payment, read with the `val_id` a callback carried. */
export interface GatewayValidation {
  /** VALID or VALIDATED when the money was taken; anything else credits nothing. */
  status: string;
  tranId: string;
  /** As the gateway reports it (a decimal string). */
  amount: string;
  currency: string;
}

/**
 * The payments port (design brief section 4): SSLCommerz v4 in production, the built-in test
 * gateway by default. Both open a session, then answer a validation call for a val_id; the
 * crediting code is the same for both.
 */
export interface PaymentGateway {
  readonly name: 'sslcommerz' | 'test';
  /** The address the buyer's browser is sent to; throws GatewayError when the gateway refuses. */
  startSession(request: GatewaySessionRequest): Promise<{ paymentUrl: string }>;
  /** undefined when the gateway does not know the val_id. */
  validate(valId: string): Promise<GatewayValidation | undefined>;
  /**
   * The gateway's own record of a transaction, asked by our tran_id before a failure or a
   * cancellation is believed (anyone can post those callbacks); undefined when it has none.
   */
  transactionStatus(tranId: string): Promise<GatewayTransactionStatus | undefined>;
}

/** Where a transaction stands at the gateway. */
export type GatewayTransactionStatus = 'paid' | 'failed' | 'cancelled' | 'pending';

export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The statuses of a validation that mean the money was taken. */
export const PAID_VALIDATION_STATUSES: ReadonlySet<string> = new Set(['VALID', 'VALIDATED']);
