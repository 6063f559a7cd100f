import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  VERIFICATION_DOCUMENT_MAX_BYTES,
  type AdminUserRow,
  type AuditEntry,
  type MyVerification,
  type Page,
  type TutorCard,
  type VerificationRequest,
} from '@tutorium/shared/contracts';
import type { App } from '../../src/app';
import { requestVerification } from '../../src/verification/verification.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { aGig, anAdmin, aStudent, aSubject, aTutor, aUser, call, detailOf, type TestUser } from '../helpers/marketplace';
import { createTempDir, type TempDir } from '../helpers/temp-dir';
import { IMAGES, PDF, submitVerification, validForm, verificationBody } from './verification-form';

let uploads: TempDir;
let testApp: TestApp;
let app: App;
let admin: TestUser;

beforeAll(async () => {
  uploads = await createTempDir();
  testApp = await buildTestApp({ env: { UPLOADS_DIR: uploads.path, RATE_LIMIT_MAX: '1000000' } });
  app = testApp.app;
  admin = await anAdmin(testApp.database);
});

afterAll(async () => {
  await testApp.close();
  await uploads.remove();
});

const documents = () => readdir(join(uploads.path, 'verification'));
const INVALID_DOCUMENT = { document: ['Upload a PDF, PNG, JPEG or WebP file up to 5 MB.'] };

async function aRequest(tutor: TestUser, form = validForm()): Promise<VerificationRequest> {
  const response = await submitVerification(app, tutor.headers, form);
  if (response.statusCode !== 201) throw new Error(`verification request answered ${response.statusCode}: ${response.body}`);
  return response.json<VerificationRequest>();
}

async function aBlockedAdmin(): Promise<TestUser> {
  const blocked = await aUser(testApp.database, { userType: 'student', role: 'admin' });
  await testApp.database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', blocked.id).execute();
  return blocked;
}

const tutorCard = async (viewer: TestUser, tutorId: number) => (await call(app, viewer, 'GET', `/api/tutors/${tutorId}/`)).json<TutorCard>();
const notificationsOf = (userId: number) =>
  testApp.database.db.selectFrom('notifications').select(['type', 'message', 'payload']).where('user_id', '=', userId).orderBy('id').execute();
const auditOf = async (action: string) =>
  (await call(app, admin, 'GET', `/api/admin/audit/?action=${action}`)).json<AuditEntry[]>();
const payloadOf = (payload: unknown) => (typeof payload === 'string' ? JSON.parse(payload) : payload) as Record<string, unknown>;

describe('the administrators’ verification endpoints', () => {
  const endpoints = (requestId: number, userId: number): Array<['GET' | 'POST', string, unknown]> => [
    ['GET', '/api/admin/verifications/', undefined],
    ['POST', `/api/admin/verifications/${requestId}/approve/`, {}],
    ['POST', `/api/admin/verifications/${requestId}/reject/`, { reason: 'Blurry scan' }],
    ['POST', `/api/admin/users/${userId}/verify/`, { reason: 'Checked in person' }],
    ['POST', `/api/admin/users/${userId}/unverify/`, { reason: 'Diploma was forged' }],
  ];

  it('answer 401 anonymous, 403 to a student and a tutor, 401 to a blocked administrator, and change nothing', async () => {
    const tutor = await aTutor(testApp.database);
    const request = await aRequest(tutor);
    const callers: Array<[string, TestUser | undefined, number]> = [
      ['anonymous', undefined, 401],
      ['student', await aStudent(testApp.database), 403],
      ['tutor', await aTutor(testApp.database), 403],
      ['the tutor themselves', tutor, 403],
      ['blocked admin', await aBlockedAdmin(), 401],
    ];
    for (const [who, caller, status] of callers) {
      for (const [method, url, body] of endpoints(request.id, tutor.id)) {
        const response = await call(app, caller, method, url, body);
        expect({ who, method, url, status: response.statusCode }).toEqual({ who, method, url, status });
      }
    }
    const mine = (await call(app, tutor, 'GET', '/api/users/me/verification/')).json<MyVerification>();
    expect(mine).toEqual({ is_verified: false, request: expect.objectContaining({ id: request.id, status: 'pending' }) });
  });

  it('answer an administrator: the list 200, unknown ids 404, bad bodies 400', async () => {
    expect((await call(app, admin, 'GET', '/api/admin/verifications/')).statusCode).toBe(200);
    expect((await call(app, admin, 'GET', '/api/admin/verifications/?status=bogus')).statusCode).toBe(400);
    expect((await call(app, admin, 'POST', '/api/admin/verifications/987654321/approve/', {})).statusCode).toBe(404);
    expect((await call(app, admin, 'POST', '/api/admin/verifications/abc/reject/', { reason: 'x' })).statusCode).toBe(404);
    expect((await call(app, admin, 'POST', '/api/admin/users/987654321/verify/', { reason: 'x' })).statusCode).toBe(404);
    expect((await call(app, admin, 'POST', '/api/admin/users/987654321/unverify/', { reason: 'x' })).statusCode).toBe(404);
    const tutor = await aTutor(testApp.database);
    const request = await aRequest(tutor);
    const noReason = await call(app, admin, 'POST', `/api/admin/verifications/${request.id}/reject/`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['This field is required.'] });
    expect((await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/verify/`, { reason: '   ' })).statusCode).toBe(400);
  });
});

describe('a tutor’s request', () => {
  it('is stored with its document and shown to the tutor as pending', async () => {
    const tutor = await aTutor(testApp.database);
    const before = await documents();
    const response = await submitVerification(app, tutor.headers, validForm({ education: '  MSc Mathematics  ' }));
    expect(response.statusCode).toBe(201);
    const created = response.json<VerificationRequest>();
    expect(created).toEqual({
      id: expect.any(Number),
      tutor_id: tutor.id,
      username: tutor.username,
      education: 'MSc Mathematics',
      experience: 'Five years of teaching physics to secondary students',
      document_url: `/api/verification-documents/${created.id}/`,
      document_type: 'application/pdf',
      status: 'pending',
      reason: null,
      created_at: expect.any(String),
      decided_at: null,
    });
    const stored = (await documents()).filter((name) => !before.includes(name));
    expect(stored).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.pdf$/)]);
    expect((await call(app, tutor, 'GET', '/api/users/me/verification/')).json<MyVerification>()).toEqual({ is_verified: false, request: created });
    // Never under the publicly served avatars.
    expect((await app.inject({ method: 'GET', url: `/media/avatars/${stored[0]}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/media/verification/${stored[0]}` })).statusCode).toBe(404);
  });

  it('takes images too, typed by their content', async () => {
    for (const [content, type] of [[IMAGES.png, 'image/png'], [IMAGES.jpeg, 'image/jpeg'], [IMAGES.webp, 'image/webp']] as const) {
      const tutor = await aTutor(testApp.database);
      const created = await aRequest(tutor, validForm({ document: { content, filename: 'scan.pdf', contentType: 'application/pdf' } }));
      expect(created.document_type).toBe(type);
    }
  });

  it('is for tutors only', async () => {
    const student = await aStudent(testApp.database);
    const response = await submitVerification(app, student.headers);
    expect(response.statusCode).toBe(403);
    expect(detailOf(response)).toEqual({ detail: 'Only tutors can request verification.', code: 'permission_denied' });
    expect((await submitVerification(app, undefined)).statusCode).toBe(401);
  });

  it('refuses bad files and missing fields without storing anything', async () => {
    const tutor = await aTutor(testApp.database);
    const before = await documents();

    const text = await submitVerification(app, tutor.headers, validForm({ document: { content: Buffer.from('just some text, honestly'), filename: 'diploma.pdf' } }));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(INVALID_DOCUMENT);

    const big = Buffer.concat([PDF, Buffer.alloc(VERIFICATION_DOCUMENT_MAX_BYTES)]);
    const tooBig = await submitVerification(app, tutor.headers, validForm({ document: { content: big } }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual(INVALID_DOCUMENT);

    const json = await app.inject({ method: 'POST', url: '/api/users/me/verification/', headers: tutor.headers, payload: { education: 'x', experience: 'y' } });
    expect(json.statusCode).toBe(415);
    expect(detailOf(json).code).toBe('unsupported_media_type');

    const missing = await submitVerification(app, tutor.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      education: ['This field is required.'],
      experience: ['This field is required.'],
      document: ['No file was submitted.'],
    });

    const blankAndLong = await submitVerification(app, tutor.headers, validForm({ education: '   ', experience: 'x'.repeat(2001) }));
    expect(blankAndLong.statusCode).toBe(400);
    expect(blankAndLong.json()).toEqual({
      education: ['This field may not be blank.'],
      experience: ['Ensure this field has no more than 2000 characters.'],
    });

    expect(await documents()).toEqual(before);
    expect((await call(app, tutor, 'GET', '/api/users/me/verification/')).json<MyVerification>()).toEqual({ is_verified: false, request: null });
  });

  it('keeps other routes refusing multipart bodies', async () => {
    const tutor = await aTutor(testApp.database);
    const { payload, headers } = verificationBody(validForm());
    const response = await app.inject({ method: 'POST', url: '/api/users/edit_profile/', payload, headers: { ...headers, ...tutor.headers } });
    expect(response.statusCode).toBe(415);
  });

  it('waits alone: a second one while one is pending is a 409, and racing ones leave no orphan file', async () => {
    const tutor = await aTutor(testApp.database);
    const before = await documents();
    const [first, second] = await Promise.all([submitVerification(app, tutor.headers), submitVerification(app, tutor.headers)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect((await documents()).filter((name) => !before.includes(name))).toHaveLength(1);
    const again = await submitVerification(app, tutor.headers);
    expect(again.statusCode).toBe(409);
    expect(detailOf(again).detail).toBe('Your verification request is already being reviewed.');
  });

  it('removes the stored file again when the request row cannot be written', async () => {
    const tutor = await aTutor(testApp.database);
    await aRequest(tutor);
    const before = await documents();
    const dir = join(uploads.path, 'verification');
    // Past the route's early check, as a request racing another one would be: the file is written, the row refused.
    await expect(requestVerification({ db: testApp.database.db, dir, log: app.log }, tutor.id, { education: 'e', experience: 'x', document: PDF })).rejects.toMatchObject({
      status: 409,
    });
    expect(await documents()).toEqual(before);
  });

  it('may be asked again after a rejection, not once verified', async () => {
    const tutor = await aTutor(testApp.database);
    const first = await aRequest(tutor);
    expect((await call(app, admin, 'POST', `/api/admin/verifications/${first.id}/reject/`, { reason: 'Blurry scan' })).statusCode).toBe(200);
    const rejected = (await call(app, tutor, 'GET', '/api/users/me/verification/')).json<MyVerification>();
    expect(rejected.request).toMatchObject({ id: first.id, status: 'rejected', reason: 'Blurry scan', decided_at: expect.any(String) });

    const second = await aRequest(tutor);
    expect((await call(app, admin, 'POST', `/api/admin/verifications/${second.id}/approve/`)).statusCode).toBe(200);
    const refused = await submitVerification(app, tutor.headers);
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused).detail).toBe('You are already a Verified Teacher.');
  });
});

describe('a request’s document', () => {
  it('is served to its tutor and administrators only, privately', async () => {
    const tutor = await aTutor(testApp.database);
    const png = await aRequest(tutor, validForm({ document: { content: IMAGES.png, filename: 'x.exe', contentType: 'text/html' } }));
    for (const reader of [tutor, admin]) {
      const response = await call(app, reader, 'GET', png.document_url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(IMAGES.png)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe('inline');
    }
    for (const other of [await aTutor(testApp.database), await aStudent(testApp.database)]) {
      const response = await call(app, other, 'GET', png.document_url);
      expect(response.statusCode).toBe(404);
    }
    expect((await call(app, undefined, 'GET', png.document_url)).statusCode).toBe(401);
    expect((await call(app, admin, 'GET', '/api/verification-documents/987654321/')).statusCode).toBe(404);
    expect((await call(app, admin, 'GET', '/api/verification-documents/abc/')).statusCode).toBe(404);
  });

  it('keeps a PDF’s bytes and type', async () => {
    const tutor = await aTutor(testApp.database);
    const request = await aRequest(tutor);
    const response = await call(app, tutor, 'GET', request.document_url);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('deciding', () => {
  it('lists pending requests oldest first, decided ones newest first, paged on request', async () => {
    const [one, two] = [await aTutor(testApp.database), await aTutor(testApp.database)];
    const [first, second] = [await aRequest(one), await aRequest(two)];
    const pending = (await call(app, admin, 'GET', '/api/admin/verifications/')).json<VerificationRequest[]>();
    const ids = pending.map((request) => request.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(pending.every((request) => request.status === 'pending')).toBe(true);

    await call(app, admin, 'POST', `/api/admin/verifications/${first.id}/reject/`, { reason: 'Blurry' });
    await call(app, admin, 'POST', `/api/admin/verifications/${second.id}/reject/`, { reason: 'Blurry' });
    const rejected = (await call(app, admin, 'GET', '/api/admin/verifications/?status=rejected')).json<VerificationRequest[]>().map((request) => request.id);
    expect(rejected.indexOf(second.id)).toBeLessThan(rejected.indexOf(first.id));

    const page = (await call(app, admin, 'GET', '/api/admin/verifications/?status=rejected&page=1&page_size=1')).json<Page<VerificationRequest>>();
    expect(page.results).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.next).toContain('status=rejected');
  });

  it('approve: the badge shows on the tutor’s card, the tutor is told, the audit log has it', async () => {
    const tutor = await aTutor(testApp.database);
    const student = await aStudent(testApp.database);
    const request = await aRequest(tutor);
    expect((await tutorCard(student, tutor.id)).is_verified).toBe(false);

    const approved = await call(app, admin, 'POST', `/api/admin/verifications/${request.id}/approve/`, { reason: 'Diploma checked' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<VerificationRequest>()).toMatchObject({ id: request.id, status: 'approved', reason: 'Diploma checked', decided_at: expect.any(String) });
    expect((await tutorCard(student, tutor.id)).is_verified).toBe(true);
    expect((await call(app, tutor, 'GET', '/api/users/me/')).json<{ is_verified: boolean }>().is_verified).toBe(true);

    const notes = await notificationsOf(tutor.id);
    expect(notes.map((note) => ({ ...note, payload: payloadOf(note.payload) }))).toEqual([
      { type: 'verification-decided', message: 'You are now a Verified Teacher.', payload: { status: 'approved', reason: 'Diploma checked' } },
    ]);
    const entry = (await auditOf('verification.approve')).find((row) => row.target_id === request.id);
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor: admin.username,
      target_type: 'verification',
      reason: 'Diploma checked',
      changes: { is_verified: [false, true] },
    });

    expect((await call(app, admin, 'POST', `/api/admin/verifications/${request.id}/reject/`, { reason: 'Late' })).statusCode).toBe(409);
  });

  it('reject: no badge, the tutor is told why, the audit log has it', async () => {
    const tutor = await aTutor(testApp.database);
    const request = await aRequest(tutor);
    const rejected = await call(app, admin, 'POST', `/api/admin/verifications/${request.id}/reject/`, { reason: 'The scan is unreadable' });
    expect(rejected.json<VerificationRequest>()).toMatchObject({ status: 'rejected', reason: 'The scan is unreadable' });
    expect((await call(app, tutor, 'GET', '/api/users/me/verification/')).json<MyVerification>().is_verified).toBe(false);
    const notes = await notificationsOf(tutor.id);
    expect(notes.map((note) => payloadOf(note.payload))).toEqual([{ status: 'rejected', reason: 'The scan is unreadable' }]);
    expect(notes[0]?.message).toBe('Your verification request was not approved: The scan is unreadable');
    const entry = (await auditOf('verification.reject')).find((row) => row.target_id === request.id);
    expect(entry).toMatchObject({ actor_id: admin.id, reason: 'The scan is unreadable', changes: { is_verified: [false, false] } });
  });

  it('verify and unverify a tutor directly: the badge follows, a pending request is approved, each is told and audited', async () => {
    const tutor = await aTutor(testApp.database);
    const student = await aStudent(testApp.database);
    const request = await aRequest(tutor);

    const verified = await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/verify/`, { reason: 'Known to us' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<AdminUserRow>()).toMatchObject({ id: tutor.id, user_type: 'tutor', is_verified: true });
    expect((await tutorCard(student, tutor.id)).is_verified).toBe(true);
    // The badge is on the tutor's gigs too.
    const gig = await aGig(app, tutor, { subject: await aSubject(testApp.database) });
    const gigAs = async () => (await call(app, student, 'GET', `/api/gigs/${gig.id}/`)).json<{ teacher_verified: boolean }>().teacher_verified;
    expect(await gigAs()).toBe(true);
    const mine = (await call(app, tutor, 'GET', '/api/users/me/verification/')).json<MyVerification>();
    expect(mine).toMatchObject({ is_verified: true, request: { id: request.id, status: 'approved', reason: 'Known to us' } });
    expect((await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/verify/`, { reason: 'Again' })).statusCode).toBe(409);

    const unverified = await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/unverify/`, { reason: 'Diploma was forged' });
    expect(unverified.json<AdminUserRow>().is_verified).toBe(false);
    expect((await tutorCard(student, tutor.id)).is_verified).toBe(false);
    expect(await gigAs()).toBe(false);
    const list = (await call(app, student, 'GET', '/api/tutors/')).json<TutorCard[] | Page<TutorCard>>();
    const cards = Array.isArray(list) ? list : list.results;
    expect(cards.find((card) => card.id === tutor.id)?.is_verified ?? false).toBe(false);
    expect((await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/unverify/`, { reason: 'Again' })).statusCode).toBe(409);

    expect((await notificationsOf(tutor.id)).map((note) => [note.message, payloadOf(note.payload)])).toEqual([
      ['You are now a Verified Teacher.', { status: 'approved', reason: 'Known to us' }],
      ['Your Verified Teacher badge was removed: Diploma was forged', { status: 'revoked', reason: 'Diploma was forged' }],
    ]);
    expect((await auditOf('user.verify')).find((row) => row.target_id === tutor.id)).toMatchObject({
      target_type: 'user',
      reason: 'Known to us',
      changes: { is_verified: [false, true] },
    });
    expect((await auditOf('user.unverify')).find((row) => row.target_id === tutor.id)).toMatchObject({
      target_type: 'user',
      reason: 'Diploma was forged',
      changes: { is_verified: [true, false] },
    });
  });

  it('does not verify a student', async () => {
    const student = await aStudent(testApp.database);
    const response = await call(app, admin, 'POST', `/api/admin/users/${student.id}/verify/`, { reason: 'Why not' });
    expect(response.statusCode).toBe(409);
    expect(detailOf(response).detail).toBe('Only tutors can be verified.');
  });

  it('two administrators approving at once: one decides, the other gets a 409', async () => {
    const tutor = await aTutor(testApp.database);
    const other = await anAdmin(testApp.database);
    const request = await aRequest(tutor);
    const replies = await Promise.all([
      call(app, admin, 'POST', `/api/admin/verifications/${request.id}/approve/`),
      call(app, other, 'POST', `/api/admin/verifications/${request.id}/approve/`),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(tutor.id)).toHaveLength(1);
    expect((await auditOf('verification.approve')).filter((row) => row.target_id === request.id)).toHaveLength(1);
  });
});

it('documents every verification route in the OpenAPI document', async () => {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  for (const [path, method] of [
    ['/api/users/me/verification', 'post'],
    ['/api/users/me/verification', 'get'],
    ['/api/verification-documents/{id}', 'get'],
    ['/api/admin/verifications', 'get'],
    ['/api/admin/verifications/{id}/approve', 'post'],
    ['/api/admin/verifications/{id}/reject', 'post'],
    ['/api/admin/users/{id}/verify', 'post'],
    ['/api/admin/users/{id}/unverify', 'post'],
  ] as const) {
    expect({ path, method, documented: document.paths[path]?.[method] !== undefined }).toEqual({ path, method, documented: true });
  }
});
