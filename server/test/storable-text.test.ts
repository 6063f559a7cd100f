import type { LightMyRequestResponse } from 'fastify';
import { findUnstorableText } from '../src/http/storable-text';
import type { TestApp } from './helpers/build-test-app';
import { aStudent, aTutor, buildMarketplaceApp, call, type TestUser } from './helpers/marketplace';

let testApp: TestApp;
let student: TestUser;
let tutor: TestUser;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
  student = await aStudent(testApp.database);
  tutor = await aTutor(testApp.database);
});

afterAll(async () => {
  await testApp.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const fieldsOf = (response: LightMyRequestResponse) => response.json<Record<string, string[]>>();

describe('text PostgreSQL cannot store', () => {
  it('is a field error (400) on public, signed-in and callback routes, in bodies, query strings and paths', async () => {
    const { app } = testApp;
    const nul = 'a\u0000b';
    const cases: Array<[string, () => Promise<LightMyRequestResponse>, string]> = [
      ['login', () => app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: nul, password: 'x' } }), 'username'],
      ['send-otp', () => app.inject({ method: 'POST', url: '/api/auth/send-otp/', payload: { email: `me${nul}@example.com`, purpose: 'register' } }), 'email'],
      ['tutor search', () => app.inject({ method: 'GET', url: '/api/tutors/?search=a%00b' }), 'search'],
      ['tutor search body', () => app.inject({ method: 'POST', url: '/api/tutors/search/', payload: { subject: nul } }), 'subject'],
      ['job list', () => call(app, tutor, 'GET', '/api/jobs/?q=%00'), 'q'],
      ['job post, nested', () => call(app, student, 'POST', '/api/jobs/', { title: 'ok', subjects: ['Maths', nul] }), 'subjects.1'],
      ['payment IPN', () => app.inject({ method: 'POST', url: '/api/payments/ipn/', ...form({ tran_id: nul, status: 'VALID' }) }), 'tran_id'],
      ['payment fail', () => app.inject({ method: 'POST', url: '/api/payments/fail/', ...form({ tran_id: nul }) }), 'tran_id'],
      ['path', () => call(app, student, 'GET', '/api/gigs/1%00/'), 'id'],
    ];
    for (const [name, send, field] of cases) {
      const response = await send();
      expect([name, response.statusCode]).toEqual([name, 400]);
      expect([name, fieldsOf(response)]).toEqual([name, { [field]: ['Null characters are not allowed.'] }]);
    }
  });

  it('refuses lone surrogates too, and lets every other character through', async () => {
    const { app } = testApp;
    const lone = await app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'content-type': 'application/json' }, payload: '{"username":"a\\ud800b","password":"x"}' });
    expect(lone.statusCode).toBe(400);
    expect(fieldsOf(lone)).toEqual({ username: ['Unpaired surrogate characters are not allowed.'] });
    // Emoji (a surrogate pair), right-to-left text and control characters PostgreSQL stores are fine.
    const fine = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: 'طالب 😀\t\u0001', password: 'x' } });
    expect(fine.statusCode).toBe(401);
  });

  it('is found at any depth, in keys too, and refused beyond a sane depth', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'a.1.c', message: 'Null characters are not allowed.' });
    expect(findUnstorableText({ ['k\u0000']: 1 })).toEqual({ path: 'non_field_errors', message: 'Null characters are not allowed.' });
    expect(findUnstorableText('\udc00')).toEqual({ path: 'non_field_errors', message: 'Unpaired surrogate characters are not allowed.' });
    let deep: unknown = 'x';
    for (let level = 0; level < 100; level += 1) deep = [deep];
    expect(findUnstorableText(deep)?.message).toBe('The data is nested too deeply.');
    expect(findUnstorableText({ name: 'Ünïcødé 😀 中文' })).toBeUndefined();
  });
});
