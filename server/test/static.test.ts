import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTempDir, type TempDir } from './helpers/temp-dir';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
// What the build writes: one prerendered file per page and language (shared/build/prerender.mjs).
// The frame's page slot holds a skeleton between the marks the server fills in with a preview.
const SKELETON = '<span aria-hidden="true"></span>';
const slot = (name: string, content = SKELETON) => (name === 'frame' ? `<main><div id="page-slot"><!--page-slot-->${content}<!--/page-slot--></div></main>` : '');
// Each page ends with the start script that runs the shell's script (START_AFTER_FIRST_PAINT).
const START = '<script data-src="/main.3f9a2c1b.js">start()</script>';
const html = (language: string, name: string) => `<!doctype html><html lang="${language}"><head><title>${name}</title></head><div id="root">${name} in ${language}${slot(name)}</div>${START}`;
// A remote's preview of /jobs as its build writes it (shared/build/prerender.mjs): title, styles, markup.
const preview = (language: string, build: string) => `<title>Jobs ${language}</title><style>.jobs-a{color:red}</style><h1>Jobs of ${build} in ${language}</h1>`;
// What a remote's build says of the scripts its pages run first: its routes module's (mf-manifest.json).
const jobsManifest = (release: number | null) => JSON.stringify({
  name: 'jobs', ...(release === null ? {} : { release }),
  exposes: [
    { path: './routes', assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d.js'], async: ['preview-jobs.5e6f7a8b.js', '851.0c1d2e3f.js'] } } },
    { path: './widgets', assets: { js: { sync: ['__federation_expose_widgets.9a8b7c6d.js'], async: [] } } },
  ],
});
/** The page whose start script preloads `urls` after the first paint (its data-preload). */
const preloading = (page: string, urls: string[]) => (urls.length === 0 ? page : page.replace(START, START.replace('<script ', `<script data-preload="${urls.join(' ')}" `)));
/** The scripts /jobs preloads, from the build whose manifest is at `base` (its folder's URL). */
const jobsScripts = (base: string) => [`${base}remoteEntry.js`, `${base}__federation_expose_routes.1a2b3c4d.js`];
/** The frame with that preview in its slot, as the server sends it: its title and styles in the head, the scripts in its start script. */
const framed = (language: string, build: string, scripts = jobsScripts('/remotes/jobs/')) => preloading(html(language, 'frame'), scripts)
  .replace('<title>frame</title></head>', `<title>Jobs ${language}</title><style>.jobs-a{color:red}</style></head>`)
  .replace(slot('frame'), `<main><div id="page-slot"><div data-page-preview="/jobs" inert aria-hidden="true"><h1>Jobs of ${build} in ${language}</h1></div></div></main>`);
const SHELL_JS = 'console.log("shell");'.repeat(100);

let database: TestDatabase;
let root: TempDir;
let releases: TempDir;
let server: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  root = await createTempDir();
  releases = await createTempDir();
  for (const language of ['en', 'fr', 'ar']) {
    for (const name of ['index', 'terms', 'privacy-policy', 'frame']) await root.write(`shell/dist/pages/${language}/${name}.html`, html(language, name));
  }
  await root.write('shell/dist/pages/en/index.html.br', brotliCompressSync(html('en', 'index')));
  await root.write('shell/dist/pages/en/index.html.gz', gzipSync(html('en', 'index')));
  await root.write('shell/dist/index.html', '<!doctype html><div id="root"></div>');
  await root.write('shell/dist/main.3f9a2c1b.js', SHELL_JS);
  await root.write('shell/dist/main.3f9a2c1b.js.br', brotliCompressSync(SHELL_JS));
  await root.write('shell/dist/main.3f9a2c1b.js.gz', gzipSync(SHELL_JS));
  await root.write('shell/dist/favicon.ico', 'icon');
  await root.write('mfe-jobs/dist/mf-manifest.json', jobsManifest(null));
  await root.write('mfe-jobs/dist/remoteEntry.js', 'var jobs;');
  await root.write('mfe-jobs/dist/src_pages_job-list.a1b2c3d4e5.js', 'export {}');
  for (const language of ['en', 'fr']) await root.write(`mfe-jobs/dist/previews/${language}/jobs.html`, preview(language, 'the default build'));
  await releases.write('jobs/2024-06-01-2/mf-manifest.json', jobsManifest(2));
  await releases.write('jobs/2024-06-01-2/previews/en/jobs.html', preview('en', 'release 2'));
  await releases.write('jobs/2024-06-01-1/mf-manifest.json', '{"name":"jobs","release":1}');
  await releases.write('jobs/2024-06-01-1/chunk.0123abcd.js', 'export {}');
  await releases.write('active.json', '{}');
  server = await buildTestApp({ database, env: { STATIC_ROOT: root.path, RELEASES_DIR: releases.path } });
});

afterAll(async () => {
  await server.close();
  await database.dispose();
  await root.remove();
  await releases.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { ...page, ...headers } });

describe('the shell', () => {
  it('serves the prerendered home at / in English by default, never cached, varying with language and encoding', async () => {
    const response = await get('/');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(html('en', 'index'));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it('answers / for clients that do not ask for HTML too (curl, link previews)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html('en', 'index'));
  });

  it("picks the page's language from Accept-Language, most wanted supported language first", async () => {
    const cases: [string, string][] = [
      ['fr-CA,fr;q=0.9,en;q=0.5', 'fr'],
      ['de-DE, ar;q=0.8, fr;q=0.7', 'ar'],
      ['en;q=0.2, fr;q=0.9', 'fr'],
      ['fr;q=0, ar;q=0.1', 'ar'],
      ['de, it', 'en'],
      ['*', 'en'],
    ];
    for (const [acceptLanguage, language] of cases) {
      const response = await get('/', { 'accept-language': acceptLanguage });
      expect({ acceptLanguage, body: response.body }).toEqual({ acceptLanguage, body: html(language, 'index') });
    }
  });

  it('a saved language (the lang cookie) wins over Accept-Language; an unknown one is ignored', async () => {
    expect((await get('/', { cookie: 'lang=ar', 'accept-language': 'fr' })).body).toBe(html('ar', 'index'));
    expect((await get('/', { cookie: 'lang=xx', 'accept-language': 'fr' })).body).toBe(html('fr', 'index'));
  });

  it('serves /terms and /privacy-policy as their own prerendered pages, with or without a trailing slash', async () => {
    expect((await get('/terms', { cookie: 'lang=fr' })).body).toBe(html('fr', 'terms'));
    expect((await get('/terms/')).body).toBe(html('en', 'terms'));
    expect((await get('/privacy-policy')).body).toBe(html('en', 'privacy-policy'));
  });

  it('renders deep links such as /jobs/123 through the prerendered frame, in the visitor language', async () => {
    const response = await get('/jobs/123?tab=details', { 'accept-language': 'ar' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(html('ar', 'frame'));
  });

  it('sends the brotli or gzip copy written at build time, else the plain file', async () => {
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    const notCompressed = await get('/terms', { 'accept-encoding': 'br' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(html('en', 'index'));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html('en', 'index'));
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(html('en', 'index'));
    expect(notCompressed.headers['content-encoding']).toBeUndefined();
    expect(notCompressed.body).toBe(html('en', 'terms'));
  });

  it('sends precompressed scripts with Vary: Accept-Encoding and the long cache of hashed files', async () => {
    const brotli = await get('/main.3f9a2c1b.js', { 'accept-encoding': 'br' });
    const plain = await get('/main.3f9a2c1b.js', { 'accept-encoding': 'identity' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SHELL_JS);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(SHELL_JS.length / 10);
    expect(plain.body).toBe(SHELL_JS);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('caches content-hashed assets forever and revalidates the rest', async () => {
    const hashed = await server.app.inject({ method: 'GET', url: '/main.3f9a2c1b.js' });
    const plain = await server.app.inject({ method: 'GET', url: '/favicon.ico' });

    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer API, socket or asset misses with the page', async () => {
    for (const url of ['/api/nothing', '/ws/chat/1/', '/remotes/jobs/missing.js', '/missing.js']) {
      const response = await server.app.inject({ method: 'GET', url, headers: url.endsWith('.js') ? {} : page });

      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('replies 503 with a hint when the shell is not built', async () => {
    const empty = await createTempDir();
    const unbuilt = await buildTestApp({ database, env: { STATIC_ROOT: empty.path } });
    try {
      for (const url of ['/', '/jobs/123']) {
        const response = await unbuilt.app.inject({ method: 'GET', url, headers: page });

        expect(response.statusCode).toBe(503);
        expect(response.body).toBe('The shell is not built yet. Run npm run build.');
      }
    } finally {
      await unbuilt.close();
      await empty.remove();
    }
  });
});

describe("a remote page's preview in the frame", () => {
  afterEach(() => releases.write('active.json', '{}'));

  it("puts the remote's preview of /jobs in the frame's slot, inert, with its title, in the visitor's language", async () => {
    const english = await get('/jobs');
    const french = await get('/jobs/?q=math', { cookie: 'lang=fr' });

    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(english.body).toBe(framed('en', 'the default build'));
    expect(french.body).toBe(framed('fr', 'the default build'));
  });

  it("keeps the frame's skeleton where the build has no preview (another language), preloading the page's scripts all the same", async () => {
    expect((await get('/jobs', { 'accept-language': 'ar' })).body).toBe(preloading(html('ar', 'frame'), jobsScripts('/remotes/jobs/')));
  });

  it('marks a page for visitors only, which its start script leaves for /dashboard, preloading nothing, for someone signed in', async () => {
    await root.write('mfe-auth/dist/mf-manifest.json', JSON.stringify({
      name: 'auth', exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.7a8b9c0d.js'], async: [] } } }],
    }));
    const authScripts = '/remotes/auth/remoteEntry.js /remotes/auth/__federation_expose_routes.7a8b9c0d.js';
    for (const path of ['/login', '/signup/']) {
      expect((await get(path)).body).toContain(`<script data-preload="${authScripts}" data-guest-only data-src="/main.3f9a2c1b.js">`);
    }
    expect((await get('/unsubscribe')).body).toBe(preloading(html('en', 'frame'), authScripts.split(' ')));
    // Marked with no scripts to preload too (a remote served from elsewhere, or a build without a manifest).
    await rm(join(root.path, 'mfe-auth/dist/mf-manifest.json'));
    expect((await get('/login')).body).toContain('<script data-guest-only data-src="/main.3f9a2c1b.js">');
  });

  it('sends the frame as it is for a guarded page (who is not signed in goes to /login) and for a shell page', async () => {
    expect((await get('/jobs/123')).body).toBe(html('en', 'frame'));
    expect((await get('/job-map')).body).toBe(html('en', 'frame'));
    expect((await get('/dashboard')).body).toBe(html('en', 'frame'));
    expect((await get('/no-such-page')).body).toBe(html('en', 'frame'));
  });

  it('sends the frame as it is for a remote without a build here', async () => {
    expect((await get('/tutors')).body).toBe(html('en', 'frame'));
  });

  it("preloads none of the remote's scripts while it has a canary (a browser may get either build), its preview still shows", async () => {
    await releases.write('canary.json', JSON.stringify({ jobs: { id: '2024-06-01-2', percent: 10, since: '2024-06-01T00:00:00.000Z' } }));
    try {
      expect((await get('/jobs')).body).toBe(framed('en', 'the default build', []));
    } finally {
      await releases.write('canary.json', '{}');
    }
  });

  it('reads a build rewritten in place afresh, and links none of a manifest that is not JSON', async () => {
    await releases.write('jobs/2024-06-01-4/mf-manifest.json', '{');
    await releases.write('active.json', '{"jobs":"/releases/jobs/2024-06-01-4/mf-manifest.json"}');
    const broken = await get('/jobs');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(html('en', 'frame'));

    await releases.write('jobs/2024-06-01-4/mf-manifest.json', jobsManifest(4));
    expect((await get('/jobs')).body).toBe(preloading(html('en', 'frame'), jobsScripts('/releases/jobs/2024-06-01-4/')));
  });

  it("links only the build's own script files, whatever its manifest says", async () => {
    await releases.write('jobs/2024-06-01-3/mf-manifest.json', JSON.stringify({
      exposes: [{ path: './routes', assets: { js: { sync: ['"><script>alert(1)</script>.js', '../../shell/dist/main.js', 7, 'routes.0a0b0c0d.js'], async: 'preview-jobs.js' } } }],
    }));
    await releases.write('active.json', '{"jobs":"/releases/jobs/2024-06-01-3/mf-manifest.json"}');

    const { body } = await get('/jobs');

    expect(body).toContain('<script data-preload="/releases/jobs/2024-06-01-3/remoteEntry.js /releases/jobs/2024-06-01-3/routes.0a0b0c0d.js" data-src=');
    expect(body).not.toContain('<script>');
  });

  it('compresses the framed preview as the browser accepts, the same page each time', async () => {
    const brotli = await get('/jobs', { 'accept-encoding': 'gzip, br' });
    const again = await get('/jobs', { 'accept-encoding': 'gzip, br' });
    const gzip = await get('/jobs', { 'accept-encoding': 'gzip' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(framed('en', 'the default build'));
    expect(again.rawPayload).toEqual(brotli.rawPayload);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(framed('en', 'the default build'));
  });

  it("takes the preview and the scripts of the active release at once, and no preview from a release built without previews", async () => {
    await releases.write('active.json', '{"jobs":"/releases/jobs/2024-06-01-2/mf-manifest.json"}');
    // Compressed afresh: the copy of the default build's page is not sent for the release's.
    expect(brotliDecompressSync((await get('/jobs', { 'accept-encoding': 'br' })).rawPayload).toString()).toBe(framed('en', 'release 2', jobsScripts('/releases/jobs/2024-06-01-2/')));
    expect((await get('/jobs')).body).toBe(framed('en', 'release 2', jobsScripts('/releases/jobs/2024-06-01-2/')));

    // A build whose manifest names no modules: its entry is preloaded, the frame keeps its skeleton.
    await releases.write('active.json', '{"jobs":"/releases/jobs/2024-06-01-1/mf-manifest.json"}');
    expect((await get('/jobs')).body).toBe(preloading(html('en', 'frame'), ['/releases/jobs/2024-06-01-1/remoteEntry.js']));
  });
});

describe('remotes and releases', () => {
  it('serves a remote build with revalidated entry points, immutable chunks and open CORS', async () => {
    const manifest = await server.app.inject({ method: 'GET', url: '/remotes/jobs/mf-manifest.json' });
    const entry = await server.app.inject({ method: 'GET', url: '/remotes/jobs/remoteEntry.js' });
    const chunk = await server.app.inject({ method: 'GET', url: '/remotes/jobs/src_pages_job-list.a1b2c3d4e5.js' });

    expect(manifest.json()).toEqual(JSON.parse(jobsManifest(null)));
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    for (const response of [manifest, entry, chunk]) {
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves released builds under /releases/<name>/<id>/ with the same rules', async () => {
    const manifest = await server.app.inject({ method: 'GET', url: '/releases/jobs/2024-06-01-1/mf-manifest.json' });
    const chunk = await server.app.inject({ method: 'GET', url: '/releases/jobs/2024-06-01-1/chunk.0123abcd.js' });

    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'jobs', release: 1 });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps the releases bookkeeping and unknown remotes private', async () => {
    const active = await server.app.inject({ method: 'GET', url: '/releases/active.json' });
    const traversal = await server.app.inject({ method: 'GET', url: '/releases/jobs/../active.json' });
    const unknown = await server.app.inject({ method: 'GET', url: '/remotes/billing/mf-manifest.json' });

    expect(active.statusCode).toBe(404);
    expect(traversal.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses encoded path traversal as a client error, without the file', async () => {
    await root.write('secret.txt', 'top secret');

    const response = await server.app.inject({ method: 'GET', url: '/remotes/jobs/..%2f..%2fsecret.txt' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Forbidden', code: 'permission_denied' });
  });
});
