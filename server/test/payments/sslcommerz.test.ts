import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WELCOME_GRANT_POINTS, type PaymentStartReply } from '@tutorium/shared/contracts';
import { GatewayError } from '../../src/payments/payment-gateway';
import { createSslcommerzGateway } from '../../src/payments/sslcommerz.gateway';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { aStudent, aTutor, balanceAndLedger, call } from '../helpers/marketplace';

/** A local fake of SSLCommerz v4's session API and validation API. */
interface FakeSslcommerz {
  url: string;
  sessions: URLSearchParams[];
  validations: URLSearchParams[];
  /** What the validation API answers for a val_id (default: INVALID_TRANSACTION). */
  answers: Map<string, Record<string, string>>;
  /** The attempts' statuses the transaction query API lists for a tran_id (default: none found). */
  attempts: Map<string, string[]>;
  sessionReply: Record<string, string> | 'broken';
  close(): Promise<void>;
}

async function startFake(): Promise<FakeSslcommerz> {
  const fake: Omit<FakeSslcommerz, 'url' | 'close'> = { sessions: [], validations: [], answers: new Map(), attempts: new Map(), sessionReply: {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        fake.sessions.push(form);
        if (fake.sessionReply === 'broken') {
          response.end('<html>oops</html>');
          return;
        }
        response.end(
          JSON.stringify({
            status: 'SUCCESS',
            sessionkey: 'SESSION1',
            GatewayPageURL: `https://sandbox.sslcommerz.com/EasyCheckOut/testcde${form.get('tran_id')}`,
            ...fake.sessionReply,
          }),
        );
        return;
      }
      if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
        fake.validations.push(url.searchParams);
        const valId = url.searchParams.get('val_id') ?? '';
        if (valId.startsWith('DOWN')) {
          response.statusCode = 500;
          response.end('{}');
          return;
        }
        response.end(JSON.stringify(fake.answers.get(valId) ?? { status: 'INVALID_TRANSACTION' }));
        return;
      }
      if (request.method === 'GET' && url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
        const statuses = fake.attempts.get(url.searchParams.get('tran_id') ?? '') ?? [];
        response.end(JSON.stringify({ APIConnect: 'DONE', no_of_trans_found: statuses.length, element: statuses.map((status) => ({ status, tran_id: url.searchParams.get('tran_id') })) }));
        return;
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    get sessionReply() {
      return fake.sessionReply;
    },
    set sessionReply(value) {
      fake.sessionReply = value;
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

let fake: FakeSslcommerz;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFake();
  testApp = await buildTestApp({
    env: {
      RATE_LIMIT_MAX: '1000000',
      PUBLIC_URL: 'https://tutorium.example',
      SSLCOMMERZ_STORE_ID: 'teststore',
      SSLCOMMERZ_STORE_PASSWORD: 'teststore@ssl',
      SSLCOMMERZ_API_URL: fake.url,
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await fake.close();
});

beforeEach(() => {
  fake.sessions.length = 0;
  fake.validations.length = 0;
  fake.sessionReply = {};
});

const ipn = (fields: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payments/ipn/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const validAnswer = (tranId: string, overrides: Record<string, string> = {}) => ({
  status: 'VALID',
  tran_id: tranId,
  val_id: 'VAL1',
  amount: '45.00',
  currency: 'BDT',
  currency_type: 'BDT',
  currency_amount: '45.00',
  ...overrides,
});

async function startPurchase() {
  const student = await aStudent(testApp.database);
  const response = await call(testApp.app, student, 'POST', '/api/points/purchase/', { points: 50, amount: 1 });
  expect(response.statusCode).toBe(200);
  return { student, started: response.json<PaymentStartReply>() };
}

describe('SSLCommerz v4 through the app', () => {
  it('opens a session with the store credentials, the server price and our callback addresses', async () => {
    const { started } = await startPurchase();
    expect(started.payment_url).toBe(`https://sandbox.sslcommerz.com/EasyCheckOut/testcde${started.tran_id}`);
    const form = fake.sessions[0]!;
    expect(Object.fromEntries(form)).toMatchObject({
      store_id: 'teststore',
      store_passwd: 'teststore@ssl',
      total_amount: '45.00',
      currency: 'BDT',
      tran_id: started.tran_id,
      success_url: 'https://tutorium.example/api/payments/success/',
      fail_url: 'https://tutorium.example/api/payments/fail/',
      cancel_url: 'https://tutorium.example/api/payments/cancel/',
      ipn_url: 'https://tutorium.example/api/payments/ipn/',
      product_profile: 'non-physical-goods',
    });
  });

  it('credits a validated IPN once, and a later return lands on the success page without a second credit', async () => {
    const { student, started } = await startPurchase();
    fake.answers.set('VAL-OK', validAnswer(started.tran_id));
    expect((await ipn({ tran_id: started.tran_id, val_id: 'VAL-OK', status: 'VALID', amount: '45.00' })).json()).toEqual({ status: 'paid' });
    const validation = fake.validations[0]!;
    expect(Object.fromEntries(validation)).toMatchObject({ val_id: 'VAL-OK', store_id: 'teststore', store_passwd: 'teststore@ssl', format: 'json' });
    const landing = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/success/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ tran_id: started.tran_id, val_id: 'VAL-OK', status: 'VALID' }).toString(),
    });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toContain('/payments/success/?tran_id=');
    expect(await balanceAndLedger(testApp.database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS + 55, ledger: WELCOME_GRANT_POINTS + 55 });
  });

  it('credits nothing when the validation API says INVALID, whatever the IPN claims', async () => {
    const { student, started } = await startPurchase();
    fake.answers.set('VAL-BAD', { status: 'INVALID_TRANSACTION' });
    expect((await ipn({ tran_id: started.tran_id, val_id: 'VAL-BAD', status: 'VALID', amount: '45.00', currency: 'BDT' })).json()).toEqual({ status: 'refused' });
    fake.answers.set('VAL-FAILED', validAnswer(started.tran_id, { status: 'FAILED' }));
    expect((await ipn({ tran_id: started.tran_id, val_id: 'VAL-FAILED', status: 'VALID' })).json()).toEqual({ status: 'refused' });
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);
  });

  it.each([
    ['a smaller amount', { amount: '1.00', currency_amount: '1.00' }],
    ['another currency', { currency: 'USD', currency_type: 'USD' }],
    ['another transaction', { tran_id: 'TUT-SOMEONE-ELSE' }],
  ])('credits nothing when the validated payment has %s', async (_what, overrides) => {
    const { student, started } = await startPurchase();
    const valId = `VAL-${started.tran_id}`;
    fake.answers.set(valId, validAnswer(started.tran_id, overrides));
    expect((await ipn({ tran_id: started.tran_id, val_id: valId })).json()).toEqual({ status: 'refused' });
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);
  });

  it('credits nothing while the validation API is down, and the return waits on the success page for the IPN', async () => {
    const { student, started } = await startPurchase();
    expect((await ipn({ tran_id: started.tran_id, val_id: 'DOWN-1' })).json()).toEqual({ status: 'refused' });
    const landing = await testApp.app.inject({ method: 'GET', url: `/api/payments/success/?tran_id=${started.tran_id}&val_id=DOWN-1` });
    expect(landing.headers.location).toBe(`/payments/success/?tran_id=${started.tran_id}`);
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);
    fake.answers.set('VAL-LATER', validAnswer(started.tran_id));
    expect((await ipn({ tran_id: started.tran_id, val_id: 'VAL-LATER' })).json()).toEqual({ status: 'paid' });
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS + 55);
  });

  it('ends a transaction as failed or cancelled only when the gateway records it so; a forged callback changes nothing', async () => {
    const { student, started } = await startPurchase();
    const status = async () => (await call(testApp.app, student, 'GET', `/api/payments/transactions/${started.tran_id}/`)).json<{ status: string }>().status;
    const post = (url: string, fields: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

    // Nothing recorded at the gateway yet: the buyer is still paying.
    expect((await ipn({ tran_id: started.tran_id, status: 'FAILED' })).json()).toEqual({ status: 'ended' });
    const forged = await post('/api/payments/fail/', { tran_id: started.tran_id, error: 'Call +8801700000000 to get your money back' });
    expect(forged.headers.location).toBe(`/payments/fail/?status=FAILED&reason=unknown&tran_id=${started.tran_id}`);
    await post('/api/payments/cancel/', { tran_id: started.tran_id });
    expect(await status()).toBe('PENDING');
    // ... so the real payment still credits.
    fake.answers.set('VAL-AFTER', validAnswer(started.tran_id));
    expect((await ipn({ tran_id: started.tran_id, val_id: 'VAL-AFTER' })).json()).toEqual({ status: 'paid' });
    expect(await status()).toBe('PAID');

    const declined = await startPurchase();
    fake.attempts.set(declined.started.tran_id, ['FAILED']);
    const landing = await post('/api/payments/fail/', { tran_id: declined.started.tran_id });
    expect(landing.headers.location).toBe(`/payments/fail/?status=FAILED&reason=declined&tran_id=${declined.started.tran_id}`);
    expect((await call(testApp.app, declined.student, 'GET', `/api/payments/transactions/${declined.started.tran_id}/`)).json<{ status: string }>().status).toBe('FAILED');

    const cancelled = await startPurchase();
    fake.attempts.set(cancelled.started.tran_id, ['CANCELLED']);
    await post('/api/payments/cancel/', { tran_id: cancelled.started.tran_id });
    expect((await call(testApp.app, cancelled.student, 'GET', `/api/payments/transactions/${cancelled.started.tran_id}/`)).json<{ status: string }>().status).toBe('CANCELLED');
  });

  it('answers 502 and keeps no transaction when the session API refuses', async () => {
    const student = await aStudent(testApp.database);
    fake.sessionReply = { status: 'FAILED', failedreason: 'Store Credential Error', GatewayPageURL: '' };
    const refused = await call(testApp.app, student, 'POST', '/api/points/purchase/', { package_id: 1 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ detail: 'Payment initiation failed' });
    fake.sessionReply = 'broken';
    const tutor = await aTutor(testApp.database);
    expect((await call(testApp.app, tutor, 'POST', '/api/users/purchase_premium/', {})).statusCode).toBe(502);
    const kept = await testApp.database.db.selectFrom('payment_transactions').select('tran_id').where('user_id', 'in', [student.id, tutor.id]).execute();
    expect(kept).toEqual([]);
  });

  it('serves no test gateway when SSLCommerz is configured', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/payments/test-gateway/abc' })).statusCode).toBe(404);
  });
});

describe('the SSLCommerz adapter', () => {
  it('reads where a transaction stands from its attempts: any valid one is paid, else the last one decides', async () => {
    const gateway = createSslcommerzGateway({ storeId: 's', storePassword: 'p', baseUrl: fake.url });
    const cases: Array<[string[], string | undefined]> = [
      [[], undefined],
      [['FAILED', 'VALID'], 'paid'],
      [['VALIDATED'], 'paid'],
      [['PENDING', 'FAILED'], 'failed'],
      [['EXPIRED'], 'failed'],
      [['CANCELLED'], 'cancelled'],
      [['UNATTEMPTED'], 'pending'],
    ];
    for (const [index, [attempts, expected]] of cases.entries()) {
      fake.attempts.set(`T-${index}`, attempts);
      expect([attempts, await gateway.transactionStatus(`T-${index}`)]).toEqual([attempts, expected]);
    }
  });

  it('reports an unreachable API as a gateway error', async () => {
    const gateway = createSslcommerzGateway({ storeId: 's', storePassword: 'p', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(gateway.validate('x')).rejects.toBeInstanceOf(GatewayError);
  });

  it('reads the original currency and amount of a validation when the gateway gives them', async () => {
    fake.answers.set('VAL-X', { status: 'VALIDATED', tran_id: 'T1', amount: '4500.00', currency: 'BDT', currency_type: 'USD', currency_amount: '45.00' });
    const gateway = createSslcommerzGateway({ storeId: 's', storePassword: 'p', baseUrl: fake.url });
    expect(await gateway.validate('VAL-X')).toEqual({ status: 'VALIDATED', tranId: 'T1', amount: '45.00', currency: 'USD' });
    expect(await gateway.validate('VAL-NONE')).toBeUndefined();
  });
});
