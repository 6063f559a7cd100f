import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import type { PaymentGateway } from './payment-gateway';
import { createSslcommerzGateway, SSLCOMMERZ_URLS } from './sslcommerz.gateway';
import { createTestGateway, type TestGateway } from './test-gateway';

/**
 * SSLCommerz when a store is configured; otherwise the built-in test gateway, except in
 * production, where payments are then off rather than free.
 */
export function createPaymentGateway(config: Pick<Config, 'sslcommerz' | 'nodeEnv'>, db: Kysely<Database>): PaymentGateway | TestGateway | undefined {
  if (config.sslcommerz) {
    const { storeId, storePassword, mode, apiUrl } = config.sslcommerz;
    return createSslcommerzGateway({ storeId, storePassword, baseUrl: apiUrl ?? SSLCOMMERZ_URLS[mode] });
  }
  return config.nodeEnv === 'production' ? undefined : createTestGateway(db);
}
