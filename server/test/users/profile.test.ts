import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import type { App } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, expectNoSecrets, logIn, post, signedInUser } from '../helpers/accounts';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(access), payload });

describe('current user', () => {
  it('is the same user at /api/users/me/ and /api/auth/user/, with exactly the User fields', async () => {
    const { data, session } = await signedInUser(app);
    const [me, authUser] = await Promise.all([call('GET', '/api/users/me/', session.access), call('GET', '/api/auth/user', session.access)]);

    expect(me.statusCode).toBe(200);
    expect(authUser.json()).toEqual(me.json());
    expect(me.json()).toEqual({
      id: session.userId,
      user_id: session.userId,
      username: data.username,
      email: data.email,
      user_type: 'student',
      profile_picture: null,
      bio: null,
      education: null,
      experience: null,
      location: null,
      phone_number: null,
      phone_verified: false,
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_verified: false,
      role: 'member',
      is_premium: false,
      premium_expires: null,
      teaching_modes: [],
    });
    expectNoSecrets(me.body);
  });
});

describe('profile editing', () => {
  it('changes the given fields at every edit path and answers with the user', async () => {
    const { session } = await signedInUser(app);
    const edited = await call('POST', '/api/users/edit_profile/', session.access, {
      bio: 'I teach maths.',
      education: 'MSc',
      experience: '3 years',
      location: 'Dhaka, Bangladesh',
      latitude: 23.81,
      longitude: 90.41,
      phone_number: '+880 1712-345678',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ bio: 'I teach maths.', education: 'MSc', location: 'Dhaka, Bangladesh', phone_number: '+8801712345678' });
    const row = await testApp.database.db.selectFrom('users').select(['latitude', 'longitude']).where('id', '=', session.userId).executeTakeFirst();
    expect(row).toEqual({ latitude: 23.81, longitude: 90.41 });

    const patched = await call('PATCH', '/api/auth/user/', session.access, { bio: null, first_name: 'Augusta' });
    expect(patched.json()).toMatchObject({ bio: null, first_name: 'Augusta', education: 'MSc' });

    const contact = await call('PATCH', '/api/auth/contact-info/', session.access, { location: 'Chattogram', latitude: 22.35, longitude: 91.78 });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({ location: 'Chattogram', bio: null });
  });

  it('ignores phone_verified from the client, and unverifies a changed number', async () => {
    const { session } = await signedInUser(app);
    await testApp.database.db.updateTable('users').set({ phone_number: '+8801711111111', phone_verified: true }).where('id', '=', session.userId).execute();

    const same = await call('POST', '/api/users/edit_profile/', session.access, { phone_number: '+8801711111111', phone_verified: false });
    expect(same.json()).toMatchObject({ phone_verified: true });
    const claimed = await call('POST', '/api/users/edit_profile/', session.access, { phone_number: '+8801722222222', phone_verified: true });
    expect(claimed.json()).toMatchObject({ phone_number: '+8801722222222', phone_verified: false });
  });

  it('refuses unknown fields, bad coordinates and bad phone numbers, changing nothing', async () => {
    const { session } = await signedInUser(app);
    const cases: Array<[object, object]> = [
      [{ user_type: 'tutor', is_verified: true }, { non_field_errors: ['Unexpected field(s): user_type, is_verified.'] }],
      [{ latitude: 91, longitude: 0 }, { latitude: ['Ensure this value is less than or equal to 90.'] }],
      [{ latitude: 10, longitude: -181 }, { longitude: ['Ensure this value is greater than or equal to -180.'] }],
      [{ latitude: 10 }, { longitude: ['Latitude and longitude must be given together.'] }],
      [{ latitude: 'ten', longitude: 5 }, { latitude: ['A valid number is required.'] }],
      [{ phone_number: '12345' }, { phone_number: [expect.stringContaining('international format')] }],
      [{ first_name: '' }, { first_name: ['This field may not be blank.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('POST', '/api/users/edit_profile/', session.access, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    const me = await call('GET', '/api/users/me/', session.access);
    expect(me.json()).toMatchObject({ user_type: 'student', is_verified: false, first_name: 'Ada' });
  });

  it("lets a tutor say how they teach (online only at first), in the modes' order, at every edit path", async () => {
    const { session } = await signedInUser(app, { user_type: 'tutor' });
    expect((await call('GET', '/api/users/me/', session.access)).json()).toMatchObject({ teaching_modes: ['online'] });
    const edited = await call('POST', '/api/users/edit_profile/', session.access, { teaching_modes: ['tutor_place', 'student_home'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ teaching_modes: ['student_home', 'tutor_place'] });
    const row = await testApp.database.db
      .selectFrom('users')
      .select(['teaches_online', 'teaches_at_student_home', 'teaches_at_tutor_place'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    expect(row).toEqual({ teaches_online: false, teaches_at_student_home: true, teaches_at_tutor_place: true });
    // Absent, the modes stay; given, they replace the stored ones.
    expect((await call('PATCH', '/api/auth/user/', session.access, { bio: 'Physics.' })).json()).toMatchObject({ teaching_modes: ['student_home', 'tutor_place'] });
    expect((await call('PATCH', '/api/auth/user/', session.access, { teaching_modes: ['online'] })).json()).toMatchObject({ teaching_modes: ['online'] });
  });

  it('refuses modes a tutor cannot have, and any from a student, changing nothing', async () => {
    const tutor = await signedInUser(app, { user_type: 'tutor' });
    const cases: Array<[object, object]> = [
      [{ teaching_modes: [] }, { teaching_modes: ['Choose at least one way you teach.'] }],
      [{ teaching_modes: ['online', 'online'] }, { teaching_modes: ['Choose each way you teach once.'] }],
      [{ teaching_modes: ['online', 'student_home', 'tutor_place', 'online'] }, { teaching_modes: ['Choose each way you teach once.'] }],
      [{ teaching_modes: ['teleport'] }, { 'teaching_modes.0': ['Choose online, student_home or tutor_place.'] }],
      [{ teaching_modes: 'online' }, { teaching_modes: ['Expected a list of teaching modes.'] }],
      [{ teaching_modes: null }, { teaching_modes: ['Expected a list of teaching modes.'] }],
      [{ bio: 'Kept?', teaching_modes: [] }, { teaching_modes: ['Choose at least one way you teach.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('POST', '/api/users/edit_profile/', tutor.session.access, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await call('GET', '/api/users/me/', tutor.session.access)).json()).toMatchObject({ bio: null, teaching_modes: ['online'] });

    const student = await signedInUser(app);
    const refused = await call('POST', '/api/users/edit_profile/', student.session.access, { bio: 'Learning.', teaching_modes: ['online'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ teaching_modes: ['Only tutors can say how they teach.'] });
    expect((await call('GET', '/api/users/me/', student.session.access)).json()).toMatchObject({ bio: null, teaching_modes: [] });
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/edit_profile/', payload: { bio: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('change password', () => {
  it.each(['/api/users/change_password/', '/api/auth/change-password/'])('works at %s and ends the other logins only', async (url) => {
    const { data, session } = await signedInUser(app);
    const other = await logIn(app, data.username, data.password);

    const response = await post(app, url, { old_password: data.password, new_password: 'new-password-123' }, bearer(session.access));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, detail: AUTH_MESSAGES.passwordUpdated });

    const refresh = (token: string) => post(app, '/api/auth/token/refresh/', undefined, { cookie: `tutorium_refresh=${token}` });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    await logIn(app, data.username, 'new-password-123');
  });

  it('refuses a wrong current password and a short new one', async () => {
    const { data, session } = await signedInUser(app);
    const wrong = await post(app, '/api/users/change_password/', { old_password: 'not-it', new_password: 'new-password-123' }, bearer(session.access));
    const short = await post(app, '/api/users/change_password/', { old_password: data.password, new_password: 'short' }, bearer(session.access));

    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: ['Current password is incorrect.'] });
    expect(short.json()).toEqual({ new_password: ['Ensure this field has at least 8 characters.'] });
    await logIn(app, data.username, data.password);
  });
});
