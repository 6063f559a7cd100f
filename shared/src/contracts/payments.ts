/** What a payment buys (spec section 9 "Payment types"). */
export type PaymentType = 'points' | 'premium';
export const PAYMENT_TYPES: readonly PaymentType[] = ['points', 'premium'];

/** Where a purchase stands: started, credited, or ended by the gateway without money. */
export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

/** Payments and points-history endpoints (the server accepts each with and without the trailing slash). */
export const PAYMENT_PATHS = {
  purchasePoints: '/api/points/purchase/',
  purchasePremium: '/api/users/purchase_premium/',
  pointsHistory: '/api/points/history/',
  transaction: (tranId: string) => `/api/payments/transactions/${encodeURIComponent(tranId)}/`,
  ipn: '/api/payments/ipn/',
  success: '/api/payments/success/',
  fail: '/api/payments/fail/',
  cancel: '/api/payments/cancel/',
  testGateway: (session: string) => `/api/payments/test-gateway/${encodeURIComponent(session)}`,
} as const;

/**
 * POST /api/points/purchase/ (spec section 3 "Payment start payloads"). The package is named by
 * `package_id`, or by its `points` as the spec's client sends them; `amount` and `user_id` are
 * accepted and ignored: the price comes from the server's list, the buyer is the caller.
 */
export interface PointsPurchaseRequest {
  package_id?: number;
  points?: number;
  amount?: unknown;
  user_id?: unknown;
}

export interface PaymentStartReply {
  status: 'SUCCESS';
  payment_url: string;
  tran_id: string;
  amount: number;
  currency: string;
}

/** POST /api/users/purchase_premium/: `amount` and `user_id` are accepted and ignored. */
export interface PremiumPurchaseRequest {
  amount?: unknown;
  user_id?: unknown;
}

/** GET /api/payments/transactions/{tran_id}/: one of the caller's purchases as the server recorded it. */
export interface PaymentTransaction {
  tran_id: string;
  payment_type: PaymentType;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** Points of the package (0 for premium). */
  points: number;
  /** Bonus points of the package (0 for premium). */
  bonus: number;
  /** Points credited or to be credited: points plus bonus. */
  credit: number;
  created_at: string;
  paid_at: string | null;
  /** For premium once paid: the end of the premium period. */
  premium_expires: string | null;
}

/** GET /api/points/history/: one ledger row with the balance right after it. */
export interface PointsHistoryEntry {
  id: number;
  created_at: string;
  delta: number;
  reason: string;
  reference: string | null;
  /** Why, in words, where the change has a note (a refund's reason). */
  note: string | null;
  balance: number;
}

/**
 * Why a payment failed, as the server names it in the failure page's `reason` (a code, never a
 * text: the page is a link anyone can make, so it shows only texts of its own).
 */
export const PAYMENT_FAIL_REASONS = {
  declined: 'The payment was declined.',
  unverified: 'The payment could not be verified.',
  unknown: 'An unknown error occurred during your payment.',
} as const;
export type PaymentFailReason = keyof typeof PAYMENT_FAIL_REASONS;
/** A transaction id as our server issues them (letters, digits, dashes): the only kind a result page shows. */
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** How long a started premium payment counts as in progress (a gateway session lasts less). */
export const PREMIUM_PAYMENT_OPEN_MINUTES = 30;
/** The ledger reason of a premium payment that arrived while premium was active: credited as points (1 per BDT, the base package's rate). */
export const PREMIUM_AS_POINTS_LEDGER_REASON = 'premium-as-points';
/** The ledger reason of a refund; its note says why (PointsHistoryEntry.note). */
export const REFUND_LEDGER_REASON = 'refund';

/**
 * Each ledger reason (PointsHistoryEntry.reason) in words, as every points history shows it (the
 * buyer's and the administrator's): keys that each namespace translates. A reason not listed here
 * is shown as recorded.
 */
export const LEDGER_REASON_TEXTS: Readonly<Record<string, string>> = {
  'welcome-grant': 'Welcome points',
  purchase: 'Points purchase',
  'gig-create': 'New gig',
  'gig-boost': 'Gig boost',
  'job-post': 'Job posted',
  'job-unlock': 'Job unlocked',
  'contact-unlock': 'Contact unlocked',
  [REFUND_LEDGER_REASON]: 'Points refunded',
  [PREMIUM_AS_POINTS_LEDGER_REASON]: 'Premium payment credited as points',
};

/** A ledger reason in words, through `translate` (the showing namespace's t), or as recorded when unknown. */
export function ledgerReasonText(reason: string, translate: (key: string) => string): string {
  const words = LEDGER_REASON_TEXTS[reason];
  return words ? translate(words) : reason;
}

/** The buyer's words on the payment pages and in the server's refusals. */
export const PAYMENT_MESSAGES = {
  alreadyPremium: 'You are already a Premium User.',
  premiumInProgress: 'A premium payment of yours is in progress: finish or cancel it first.',
  /** Premium ranks tutors only, so a student's purchase would change nothing. */
  premiumForTutors: 'Premium is for tutors: it lists them first when students search for tutors.',
  unknownPackage: 'Select a credit package above',
  notConfigured: 'Payments are not available right now.',
  gatewayUnavailable: 'Payment initiation failed',
  transactionNotFound: 'Transaction not found.',
} as const;
