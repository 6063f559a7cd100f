import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_PICTURE_MAX_BYTES } from '@tutorium/shared/contracts';
import type { App } from '../../src/app';
import { bearer, signedInUser } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { IMAGES, multipartBody, type FilePart } from '../helpers/multipart';
import { createTempDir, type TempDir } from '../helpers/temp-dir';

let uploads: TempDir;
let testApp: TestApp;
let app: App;

beforeAll(async () => {
  uploads = await createTempDir();
  testApp = await buildTestApp({ env: { UPLOADS_DIR: uploads.path } });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
  await uploads.remove();
});

const INVALID = { profile_picture: ['Upload a JPEG, PNG or WebP image up to 2 MB.'] };
const avatarFiles = () => readdir(join(uploads.path, 'avatars'));

function upload(access: string | undefined, part: Partial<FilePart> & { content: Buffer }) {
  const { payload, headers } = multipartBody([{ field: 'profile_picture', filename: 'me.png', contentType: 'image/png', ...part }]);
  return app.inject({ method: 'POST', url: '/api/users/upload_dp/', payload, headers: { ...headers, ...(access ? bearer(access) : {}) } });
}

describe('profile picture upload', () => {
  it.each([
    ['png', IMAGES.png],
    ['jpg', IMAGES.jpeg],
    ['webp', IMAGES.webp],
  ])('stores a %s under a random name and serves it with a long cache', async (extension, content) => {
    const { session } = await signedInUser(app);
    const response = await upload(session.access, { content, filename: '../../evil.html', contentType: 'text/html' });

    expect(response.statusCode).toBe(200);
    const url: string = response.json().profile_picture_url;
    expect(url).toMatch(new RegExp(`^/media/avatars/[0-9a-f]{32}\\.${extension}$`));
    const me = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(session.access) });
    expect(me.json().profile_picture).toBe(url);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a photo without where it was taken: EXIF and comments are stripped, the picture kept', async () => {
    const { session } = await signedInUser(app);
    const segment = (marker: number, text: string) => Buffer.concat([Buffer.from([0xff, marker, 0, text.length + 2]), Buffer.from(text, 'latin1')]);
    const photo = Buffer.concat([IMAGES.jpeg.subarray(0, 2), segment(0xe1, 'Exif\0\0GPS 23.8103N 90.41'), segment(0xfe, 'GPS 23.8103N 90.4125E'), IMAGES.jpeg.subarray(2)]);
    const url = (await upload(session.access, { content: photo, filename: 'me.jpg', contentType: 'image/jpeg' })).json().profile_picture_url as string;
    const served = await app.inject({ method: 'GET', url });
    expect(served.rawPayload.toString('latin1')).not.toContain('GPS');
    expect(served.rawPayload.equals(IMAGES.jpeg)).toBe(true);
  });

  it('removes the old file when a new picture replaces it', async () => {
    const { session } = await signedInUser(app);
    const first = (await upload(session.access, { content: IMAGES.png })).json().profile_picture_url as string;
    const second = (await upload(session.access, { content: IMAGES.jpeg })).json().profile_picture_url as string;

    const files = await avatarFiles();
    expect(files).toContain(second.split('/').pop());
    expect(files).not.toContain(first.split('/').pop());
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('refuses text named .png, by its content', async () => {
    const { session } = await signedInUser(app);
    const before = await avatarFiles();
    const response = await upload(session.access, { content: Buffer.from('just some text, honestly'), filename: 'photo.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect(await avatarFiles()).toEqual(before);
  });

  it('refuses a file over 2 MB without storing anything', async () => {
    const { session } = await signedInUser(app);
    const before = await avatarFiles();
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const response = await upload(session.access, { content: big });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect(await avatarFiles()).toEqual(before);
  });

  it('asks for the file when the field is missing or named otherwise', async () => {
    const { session } = await signedInUser(app);
    const response = await upload(session.access, { content: IMAGES.png, field: 'avatar' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ profile_picture: ['No file was submitted.'] });
  });

  it('refuses JSON and broken multipart bodies with a 4xx', async () => {
    const { session } = await signedInUser(app);
    const json = await app.inject({ method: 'POST', url: '/api/users/upload_dp/', payload: { profile_picture: 'x' }, headers: bearer(session.access) });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/users/upload_dp/',
      payload: 'this is not multipart at all',
      headers: { ...bearer(session.access), 'content-type': 'multipart/form-data; boundary=nothing-here' },
    });
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/api/users/upload_dp/',
      payload: 'x',
      headers: { ...bearer(session.access), 'content-type': 'multipart/form-data' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: expect.stringContaining('multipart/form-data'), code: 'unsupported_media_type' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ profile_picture: ['No file was submitted.'] });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ detail: 'Malformed multipart body.', code: 'parse_error' });
  });

  it('needs a login', async () => {
    const response = await upload(undefined, { content: IMAGES.png });
    expect(response.statusCode).toBe(401);
  });

  it('keeps multipart bodies away from every other route', async () => {
    const { payload, headers } = multipartBody([{ field: 'bio', filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('x') }]);
    const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload, headers });
    expect(response.statusCode).toBe(415);
  });
});
