import type { PaymentStatus, PaymentType } from '@tutorium/shared/contracts';
import type { Id, NullableTimestamp, Reference, Timestamp, WithDefault } from '../column-types';

export interface PaymentTransactionsTable {
  id: Id;
  tran_id: string;
  user_id: Reference;
  product: PaymentType;
  package_id: number | null;
  points: WithDefault<number>;
  bonus: WithDefault<number>;
  amount: number;
  currency: string;
  status: WithDefault<PaymentStatus>;
  gateway: string;
  val_id: string | null;
  premium_expires: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface PaymentTestSessionsTable {
  session_key: string;
  tran_id: string;
  amount: string;
  currency: string;
  product_name: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  val_id: string | null;
  status: WithDefault<string>;
  created_at: Timestamp;
}
