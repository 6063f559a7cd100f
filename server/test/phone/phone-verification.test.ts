import { AUTH_MESSAGES, PHONE_CODES_PER_DAY } from '@tutorium/shared/contracts';
import type { App } from '../../src/app';
import { bearer, latestCode, latestMessage, post, signedInUser } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

let numberCounter = 0;
const newNumber = () => `+88017${String(process.pid % 1000).padStart(3, '0')}${String((numberCounter += 1)).padStart(5, '0')}`;
const send = (access: string, phone_number: string) => post(app, '/api/whatsapp/send/', { phone_number }, bearer(access));
const verify = (access: string, otp: string) => post(app, '/api/whatsapp/verify/', { otp }, bearer(access));

describe('phone verification', () => {
  it('sends a code to the number (outbox by default) and verifies the number with it', async () => {
    const { session } = await signedInUser(app);
    const number = newNumber();

    const sent = await send(session.access, number);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'success', detail: AUTH_MESSAGES.phoneCodeSent });
    const message = await latestMessage(app, number);
    expect(message?.body).toContain('5 minutes');
    // A '+' sent unescaped in the query arrives as a space: the outbox still finds the number.
    const unescaped = await app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${number}` });
    expect(unescaped.json().count).toBe(1);

    const verified = await verify(session.access, await latestCode(app, number));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      status: 'success',
      detail: AUTH_MESSAGES.phoneVerified,
      user: expect.objectContaining({ id: session.userId, phone_number: number, phone_verified: true }),
    });
  });

  it('kills the code after 3 wrong tries', async () => {
    const { session } = await signedInUser(app);
    const number = newNumber();
    await send(session.access, number);
    const code = await latestCode(app, number);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let i = 0; i < 3; i += 1) expect((await verify(session.access, wrong)).json()).toEqual({ detail: AUTH_MESSAGES.invalidCode, code: 'invalid' });
    expect((await verify(session.access, code)).statusCode).toBe(400);
  });

  it('takes codes only from the user who asked for them', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const number = newNumber();
    await send(owner.session.access, number);
    expect((await verify(other.session.access, await latestCode(app, number))).statusCode).toBe(400);
  });

  it('lets a user ask again only after the 300 s cooldown', async () => {
    const { session } = await signedInUser(app);
    expect((await send(session.access, newNumber())).statusCode).toBe(200);
    const again = await send(session.access, newNumber());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ detail: AUTH_MESSAGES.throttled, code: 'throttled' });
  });

  // Moves a user's codes back past the resend cooldown (but within the day).
  const pastCooldown = (userId: number) =>
    testApp.database.db
      .updateTable('otp_codes')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('user_id', '=', userId)
      .execute();

  it(`sends at most ${PHONE_CODES_PER_DAY} codes a day from one account to one number, and that cap blocks no one else`, async () => {
    const number = newNumber();
    const stranger = await signedInUser(app);
    const statuses: number[] = [];
    for (let i = 0; i <= PHONE_CODES_PER_DAY; i += 1) {
      statuses.push((await send(stranger.session.access, number)).statusCode);
      await pastCooldown(stranger.session.userId);
    }
    expect(statuses).toEqual([...Array(PHONE_CODES_PER_DAY).fill(200), 429]);

    const owner = await signedInUser(app);
    expect((await send(owner.session.access, number)).statusCode).toBe(200);
    expect((await verify(owner.session.access, await latestCode(app, number))).json().user).toMatchObject({ phone_number: number });
  });

  it('sends one code for parallel requests of one account', async () => {
    const { session } = await signedInUser(app);
    const number = newNumber();
    const replies = await Promise.all(Array.from({ length: 4 }, () => send(session.access, number)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 429, 429, 429]);
  });

  it('refuses malformed numbers and codes, and callers without a login', async () => {
    const { session } = await signedInUser(app);
    expect((await send(session.access, '01712345678')).json()).toEqual({ phone_number: [expect.stringContaining('international format')] });
    expect((await verify(session.access, '12')).json()).toEqual({ otp: ['Enter the 6-digit code.'] });
    expect((await post(app, '/api/whatsapp/send/', { phone_number: newNumber() })).statusCode).toBe(401);
  });
});
