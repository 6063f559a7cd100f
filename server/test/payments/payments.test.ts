import { CREDIT_PACKAGES, PAYMENT_MESSAGES, WELCOME_GRANT_POINTS, type Page, type PaymentStartReply, type PaymentTransaction, type PointsHistoryEntry, type User } from '@tutorium/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { createTestGateway } from '../../src/payments/test-gateway';
import { buildTestApp, PRODUCTION_ENV, TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { aStudent, aTutor, balanceAndLedger, call, detailOf, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;
let app: App;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' }, logStream: { write: (line) => logLines.push(line) } });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const location = (response: LightMyRequestResponse): string => {
  expect(response.statusCode).toBe(303);
  return String(response.headers.location);
};

async function startPoints(user: TestUser, payload: object = { package_id: 3 }): Promise<PaymentStartReply> {
  const response = await call(app, user, 'POST', '/api/points/purchase/', payload);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentStartReply>();
}

async function startPremium(user: TestUser): Promise<PaymentStartReply> {
  const response = await call(app, user, 'POST', '/api/users/purchase_premium/', { amount: 500, user_id: user.id });
  expect(response.statusCode).toBe(200);
  return response.json<PaymentStartReply>();
}

/** The buyer's choice on the test gateway's page; where the browser goes next (a gateway return). */
async function choose(paymentUrl: string, choice: 'pay' | 'fail' | 'cancel'): Promise<URL> {
  const response = await app.inject({ method: 'POST', url: paymentUrl, ...form({ choice }) });
  return new URL(location(response), 'http://site');
}

/**
 * The gateway has taken the payment, and neither its IPN nor the buyer's return has reached us yet
 * (the test gateway's page sends the IPN itself, so this asks the gateway directly): the val_id a
 * real callback would carry.
 */
async function payOnly(paymentUrl: string): Promise<{ tranId: string; valId: string; returnUrl: string }> {
  const outcome = await createTestGateway(testApp.database.db).choose(paymentUrl.split('/').pop() ?? '', 'pay');
  const next = new URL(outcome?.next ?? '/', 'http://site');
  return { tranId: next.searchParams.get('tran_id') ?? '', valId: next.searchParams.get('val_id') ?? '', returnUrl: `${next.pathname}${next.search}` };
}

const ipn = (fields: Record<string, string>) => app.inject({ method: 'POST', url: '/api/payments/ipn/', ...form(fields) });

const transaction = (user: TestUser, tranId: string) => call(app, user, 'GET', `/api/payments/transactions/${tranId}/`);

const ledgerRowsOf = async (tranId: string) =>
  (await testApp.database.db.selectFrom('points_ledger').select('id').where('idempotency_key', '=', `payment:${tranId}`).execute()).length;

describe('buying points through the test gateway', () => {
  it('credits the package with its bonus once, records it, notifies the buyer and lands on the success page', async () => {
    const student = await aStudent(testApp.database);
    const started = await startPoints(student, { points: 50, amount: 1, user_id: 999 });
    expect(started).toEqual({ status: 'SUCCESS', payment_url: expect.stringMatching(/^\/api\/payments\/test-gateway\//), tran_id: expect.any(String), amount: 45, currency: 'BDT' });

    const page = await app.inject({ method: 'GET', url: started.payment_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay 45.00 BDT');
    expect(page.body).toContain(started.tran_id);

    const { returnUrl } = await payOnly(started.payment_url);
    const landing = location(await app.inject({ method: 'GET', url: returnUrl }));
    expect(landing).toBe(`/payments/success/?tran_id=${started.tran_id}&amount=45&currency=BDT&payment_type=points&credit=55`);
    expect(await balanceAndLedger(testApp.database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS + 55, ledger: WELCOME_GRANT_POINTS + 55 });

    const record = await transaction(student, started.tran_id);
    expect(record.statusCode).toBe(200);
    expect(record.json<PaymentTransaction>()).toEqual({
      tran_id: started.tran_id,
      payment_type: 'points',
      status: 'PAID',
      amount: 45,
      currency: 'BDT',
      points: 50,
      bonus: 5,
      credit: 55,
      created_at: expect.any(String),
      paid_at: expect.any(String),
      premium_expires: null,
    });
    const balance = await call(app, student, 'GET', '/api/points/');
    expect(balance.json()).toEqual({ id: student.id, balance: WELCOME_GRANT_POINTS + 55 });

    const notes = await testApp.database.db.selectFrom('notifications').select(['type', 'message']).where('user_id', '=', student.id).execute();
    expect(notes).toEqual([{ type: 'payment-credited', message: 'Payment received: 55 points added to your balance.' }]);

    // The page of a used session no longer offers to pay, and paying it again is refused.
    expect((await app.inject({ method: 'GET', url: started.payment_url })).body).toContain('unknown or has ended');
    expect((await app.inject({ method: 'POST', url: started.payment_url, ...form({ choice: 'pay' }) })).statusCode).toBe(409);
  });

  it('credits the payment even when the buyer closes the tab on the gateway: its IPN arrives first', async () => {
    const student = await aStudent(testApp.database);
    const started = await startPoints(student, { package_id: 4 });
    const next = await choose(started.payment_url, 'pay');
    expect(next.pathname).toBe('/api/payments/success/');
    // The browser never follows `next`.
    expect((await transaction(student, started.tran_id)).json<PaymentTransaction>()).toMatchObject({ status: 'PAID', credit: 110 });
    expect(await balanceAndLedger(testApp.database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS + 110, ledger: WELCOME_GRANT_POINTS + 110 });
    // When it does come back, it is shown what was credited, and nothing is credited twice.
    expect(location(await app.inject({ method: 'GET', url: `${next.pathname}${next.search}` }))).toBe(
      `/payments/success/?tran_id=${started.tran_id}&amount=80&currency=BDT&payment_type=points&credit=110`,
    );
    expect(await ledgerRowsOf(started.tran_id)).toBe(1);
  });

  it.each(CREDIT_PACKAGES.map((pack) => [pack.id, pack.points, pack.price, pack.bonus]))(
    'package %i (%i points) costs its listed price %i BDT and credits %i bonus points',
    async (id, points, price, bonus) => {
      const student = await aStudent(testApp.database);
      const started = await startPoints(student, { package_id: id, amount: 1 });
      expect(started.amount).toBe(price);
      const { returnUrl } = await payOnly(started.payment_url);
      await app.inject({ method: 'GET', url: returnUrl });
      expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS + points + bonus);
    },
  );

  it('takes the price from the server whatever the client sends, and refuses unknown packages and bad bodies writing nothing', async () => {
    const student = await aStudent(testApp.database);
    const tampered = await startPoints(student, { points: 100, amount: 0.01 });
    expect(tampered.amount).toBe(80);
    expect((await app.inject({ method: 'GET', url: tampered.payment_url })).body).toContain('Pay 80.00 BDT');

    const before = await testApp.database.db.selectFrom('payment_transactions').select('tran_id').where('user_id', '=', student.id).execute();
    const refused = [
      await call(app, student, 'POST', '/api/points/purchase/', { package_id: 99 }),
      await call(app, student, 'POST', '/api/points/purchase/', { points: 7, amount: 7 }),
      await call(app, student, 'POST', '/api/points/purchase/', {}),
      await call(app, student, 'POST', '/api/points/purchase/', { package_id: 'three' }),
      await call(app, student, 'POST', '/api/points/purchase/', { package_id: 3, price: 1 }),
      await app.inject({ method: 'POST', url: '/api/points/purchase/', headers: { ...student.headers, 'content-type': 'application/json' }, payload: '{"package_id":' }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(detailOf(refused[0]!).detail).toBe('Select a credit package above');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/points/purchase/',
      headers: { ...student.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ package_id: 3, amount: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const after = await testApp.database.db.selectFrom('payment_transactions').select('tran_id').where('user_id', '=', student.id).execute();
    expect(after).toEqual(before);
  });

  it('needs a session to start or read a purchase', async () => {
    expect((await call(app, undefined, 'POST', '/api/points/purchase/', { package_id: 1 })).statusCode).toBe(401);
    expect((await call(app, undefined, 'POST', '/api/users/purchase_premium/', {})).statusCode).toBe(401);
    expect((await call(app, undefined, 'GET', '/api/points/history/')).statusCode).toBe(401);
    expect((await call(app, undefined, 'GET', '/api/payments/transactions/TUT-X/')).statusCode).toBe(401);
  });
});

describe('callbacks credit exactly once', () => {
  it('credits once when the same IPN arrives 100 times at once', async () => {
    const student = await aStudent(testApp.database);
    const started = await startPoints(student);
    const { tranId, valId } = await payOnly(started.payment_url);
    const replies = await Promise.all(Array.from({ length: 100 }, () => ipn({ tran_id: tranId, val_id: valId, status: 'VALID', amount: '45.00', currency: 'BDT' })));
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((reply) => reply.json<{ status: string }>().status))).toEqual(new Set(['paid']));
    expect(await ledgerRowsOf(tranId)).toBe(1);
    expect(await balanceAndLedger(testApp.database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS + 55, ledger: WELCOME_GRANT_POINTS + 55 });
  });

  it('credits once when the browser return and IPNs race, and the return still lands on the success page', async () => {
    const student = await aStudent(testApp.database);
    const started = await startPoints(student, { package_id: 4 });
    const { tranId, valId, returnUrl } = await payOnly(started.payment_url);
    const [landing, ...ipns] = await Promise.all([
      app.inject({ method: 'GET', url: returnUrl }),
      ...Array.from({ length: 5 }, () => ipn({ tran_id: tranId, val_id: valId })),
      app.inject({ method: 'POST', url: '/api/payments/success/', ...form({ tran_id: tranId, val_id: valId }) }),
    ]);
    expect(location(landing!)).toMatch(/^\/payments\/success\/\?tran_id=/);
    expect(ipns.every((reply) => reply.statusCode === 200 || reply.statusCode === 303)).toBe(true);
    expect(await ledgerRowsOf(tranId)).toBe(1);
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS + 110);
  });

  it('credits nothing for a forged val_id, for another transaction\'s val_id, or for an unknown tran_id, and logs each', async () => {
    const student = await aStudent(testApp.database);
    const victim = await startPoints(student, { package_id: 4 });
    const other = await startPoints(student, { package_id: 1 });
    const { valId: otherValId } = await payOnly(other.payment_url);
    logLines.length = 0;

    expect((await ipn({ tran_id: victim.tran_id, val_id: 'forged-val-id', status: 'VALID', amount: '80.00', currency: 'BDT' })).json()).toEqual({ status: 'refused' });
    expect((await ipn({ tran_id: victim.tran_id, val_id: otherValId, status: 'VALID' })).json()).toEqual({ status: 'refused' });
    expect((await ipn({ tran_id: victim.tran_id, status: 'VALID' })).json()).toEqual({ status: 'refused' });
    expect((await ipn({ tran_id: 'TUT-UNKNOWN', val_id: otherValId, status: 'VALID' })).json()).toEqual({ status: 'refused' });
    const forgedReturn = await app.inject({ method: 'GET', url: `/api/payments/success/?tran_id=${victim.tran_id}&val_id=forged&amount=80&currency=BDT` });
    expect(location(forgedReturn)).toMatch(/^\/payments\/fail\/\?status=FAILED&reason=/);

    expect((await transaction(student, victim.tran_id)).json<PaymentTransaction>().status).toBe('PENDING');
    expect(await ledgerRowsOf(victim.tran_id)).toBe(0);
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);
    const refusals = logLines.filter((line) => line.includes('payment callback refused'));
    expect(refusals).toHaveLength(5);
    expect(refusals.some((line) => line.includes('unknown tran_id'))).toBe(true);
  });

  it('a bad callback body is a 400, never a 500, and credits nothing', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/payments/ipn/', headers: { 'content-type': 'application/json' }, payload: '{"tran_id": 5}' });
    expect(bad.statusCode).toBe(400);
    const broken = await app.inject({ method: 'POST', url: '/api/payments/ipn/', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('failed and cancelled payments', () => {
  it('a cancelled payment lands on the cancel page of its product and credits nothing, even if a return is replayed later', async () => {
    const student = await aStudent(testApp.database);
    const started = await startPoints(student);
    const next = await choose(started.payment_url, 'cancel');
    const landing = location(await app.inject({ method: 'GET', url: `${next.pathname}${next.search}` }));
    expect(landing).toBe(`/payments/cancel/points?tran_id=${started.tran_id}`);
    expect((await transaction(student, started.tran_id)).json<PaymentTransaction>().status).toBe('CANCELLED');
    await app.inject({ method: 'GET', url: `/api/payments/success/?tran_id=${started.tran_id}` });
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);

    const tutor = await aTutor(testApp.database);
    const premium = await startPremium(tutor);
    const premiumNext = await choose(premium.payment_url, 'cancel');
    expect(location(await app.inject({ method: 'POST', url: premiumNext.pathname, ...form({ tran_id: premium.tran_id }) }))).toBe(
      `/payments/cancel/premium?tran_id=${premium.tran_id}`,
    );
  });

  it('a failed payment lands on the failure page with the reason and credits nothing', async () => {
    const student = await aStudent(testApp.database);
    const started = await startPoints(student);
    const next = await choose(started.payment_url, 'fail');
    const landing = new URL(location(await app.inject({ method: 'GET', url: `${next.pathname}${next.search}` })), 'http://site');
    expect(landing.pathname).toBe('/payments/fail/');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ tran_id: started.tran_id, status: 'FAILED', reason: 'declined' });
    expect((await transaction(student, started.tran_id)).json<PaymentTransaction>().status).toBe('FAILED');
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);

    const noReason = new URL(location(await app.inject({ method: 'POST', url: '/api/payments/fail/', ...form({ tran_id: 'TUT-NONE' }) })), 'http://site');
    expect(noReason.searchParams.get('reason')).toBe('unknown');
  });
});

describe('premium', () => {
  it('makes the buyer premium for 30 days once paid, and refuses a second purchase while it lasts', async () => {
    const tutor = await aTutor(testApp.database);
    const started = await startPremium(tutor);
    expect(started).toMatchObject({ status: 'SUCCESS', amount: 500, currency: 'BDT' });
    const { returnUrl } = await payOnly(started.payment_url);
    expect(location(await app.inject({ method: 'GET', url: returnUrl }))).toContain('payment_type=premium');

    const me = (await call(app, tutor, 'GET', '/api/users/me/')).json<User>();
    expect(me.is_premium).toBe(true);
    const days = (Date.parse(me.premium_expires ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const record = (await transaction(tutor, started.tran_id)).json<PaymentTransaction>();
    expect(record).toMatchObject({ payment_type: 'premium', status: 'PAID', amount: 500, credit: 0, premium_expires: me.premium_expires });
    expect((await balanceAndLedger(testApp.database, tutor.id)).balance).toBe(WELCOME_GRANT_POINTS);

    const again = await call(app, tutor, 'POST', '/api/users/purchase_premium/', {});
    expect(again.statusCode).toBe(409);
    expect(detailOf(again).detail).toBe('You are already a Premium User.');
  });

  it('accepts the call with no body, and ignores the amount the client sends', async () => {
    const [tutor, other] = [await aTutor(testApp.database), await aTutor(testApp.database)];
    const response = await app.inject({ method: 'POST', url: '/api/users/purchase_premium/', headers: tutor.headers });
    expect(response.statusCode).toBe(200);
    const tampered = await call(app, other, 'POST', '/api/users/purchase_premium/', { amount: 1 });
    expect(tampered.json<PaymentStartReply>().amount).toBe(500);
  });

  it('lets one premium payment be in progress at a time, also when ten start at once', async () => {
    const tutor = await aTutor(testApp.database);
    const starts = await Promise.all(Array.from({ length: 10 }, () => call(app, tutor, 'POST', '/api/users/purchase_premium/', {})));
    expect(starts.map((start) => start.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(detailOf(starts.find((start) => start.statusCode === 409) as LightMyRequestResponse).detail).toBe(PAYMENT_MESSAGES.premiumInProgress);
    // Once the gateway records it cancelled, a new one may start.
    const started = starts.find((start) => start.statusCode === 200)?.json<PaymentStartReply>();
    const next = await choose(started?.payment_url ?? '', 'cancel');
    await app.inject({ method: 'GET', url: `${next.pathname}${next.search}` });
    expect((await call(app, tutor, 'POST', '/api/users/purchase_premium/', {})).statusCode).toBe(200);
  });

  it('never stacks: a premium payment paid while premium is active comes back as points, once', async () => {
    const tutor = await aTutor(testApp.database);
    const first = await startPremium(tutor);
    // A payment started earlier whose gateway session outlived the in-progress window, paid late.
    await testApp.database.db.updateTable('payment_transactions').set({ created_at: new Date(Date.now() - 31 * 60_000) }).where('tran_id', '=', first.tran_id).execute();
    const second = await startPremium(tutor);
    for (const started of [second, first]) {
      const { tranId, valId } = await payOnly(started.payment_url);
      expect((await ipn({ tran_id: tranId, val_id: valId })).json()).toEqual({ status: 'paid' });
      expect((await ipn({ tran_id: tranId, val_id: valId })).json()).toEqual({ status: 'paid' });
    }
    const me = (await call(app, tutor, 'GET', '/api/users/me/')).json<User>();
    const days = (Date.parse(me.premium_expires ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const { balance, ledger } = await balanceAndLedger(testApp.database, tutor.id);
    expect(balance).toBe(WELCOME_GRANT_POINTS + 500);
    expect(ledger).toBe(balance);
    const history = (await call(app, tutor, 'GET', '/api/points/history/')).json<PointsHistoryEntry[]>();
    expect(history[0]).toMatchObject({ delta: 500, reason: 'premium-as-points', reference: `payment:${first.tran_id}`, note: 'Premium was already active: this payment was credited as points.' });
  });

  it('refuses a student (premium ranks tutors only) and writes nothing', async () => {
    const student = await aStudent(testApp.database);
    const refused = await call(app, student, 'POST', '/api/users/purchase_premium/', { amount: 500, user_id: student.id });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused).detail).toBe(PAYMENT_MESSAGES.premiumForTutors);
    expect((await app.inject({ method: 'POST', url: '/api/users/purchase_premium/', headers: student.headers })).statusCode).toBe(403);
    const written = await testApp.database.db.selectFrom('payment_transactions').select('tran_id').where('user_id', '=', student.id).execute();
    expect(written).toEqual([]);
    const me = (await call(app, student, 'GET', '/api/users/me/')).json<User>();
    expect(me).toMatchObject({ is_premium: false, premium_expires: null });
  });
});

describe('reading purchases and history', () => {
  it("answers 404 for another user's transaction and for an unknown one, 400 for a malformed id", async () => {
    const [owner, other] = [await aStudent(testApp.database), await aStudent(testApp.database)];
    const started = await startPoints(owner);
    expect((await transaction(other, started.tran_id)).statusCode).toBe(404);
    expect(detailOf(await transaction(other, started.tran_id)).detail).toBe('Transaction not found.');
    expect((await transaction(owner, 'TUT-NOPE')).statusCode).toBe(404);
    expect((await call(app, owner, 'GET', '/api/payments/transactions/a%20b/')).statusCode).toBe(400);
  });

  it('lists the ledger newest first with the running balance, a page at a time', async () => {
    const student = await aStudent(testApp.database);
    const started = await startPoints(student, { package_id: 2 });
    const { returnUrl } = await payOnly(started.payment_url);
    await app.inject({ method: 'GET', url: returnUrl });
    const page = (await call(app, student, 'GET', '/api/points/history/?page=1&page_size=10')).json<Page<PointsHistoryEntry>>();
    expect(page.count).toBe(2);
    expect(page.results.map(({ delta, reason, balance }) => ({ delta, reason, balance }))).toEqual([
      { delta: 20, reason: 'purchase', balance: WELCOME_GRANT_POINTS + 20 },
      { delta: WELCOME_GRANT_POINTS, reason: 'welcome-grant', balance: WELCOME_GRANT_POINTS },
    ]);
    const second = (await call(app, student, 'GET', '/api/points/history/?page=2&page_size=1')).json<Page<PointsHistoryEntry>>();
    expect(second.results.map((row) => row.balance)).toEqual([WELCOME_GRANT_POINTS]);
    const plain = (await call(app, student, 'GET', '/api/points/history/')).json<PointsHistoryEntry[]>();
    expect(plain).toHaveLength(2);
  });

  it('still refuses the client balance update: no endpoint adds points', async () => {
    const student = await aStudent(testApp.database);
    const response = await call(app, student, 'POST', '/api/credit/update/', { id: student.id, amount: 100, isincrease: true });
    expect(response.statusCode).toBe(403);
    expect((await balanceAndLedger(testApp.database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);
  });
});

describe('in production without a gateway', () => {
  it('refuses to start payments and serves no test gateway', async () => {
    const production = await buildTestApp({ env: { ...PRODUCTION_ENV, JWT_SECRET: TEST_JWT_SECRET }, database: testApp.database });
    try {
      const student = await aStudent(testApp.database);
      const response = await call(production.app, student, 'POST', '/api/points/purchase/', { package_id: 1 });
      expect(response.statusCode).toBe(503);
      expect((await production.app.inject({ method: 'GET', url: '/api/payments/test-gateway/abc' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
