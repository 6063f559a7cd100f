import { scriptChunks, styleChunks, type BuildRequire, type ChunkData, type ChunkId, type InstalledChunks } from './chunk-loading';

// A remote's `__webpack_require__` as its entry hands it over; `l` records the scripts asked for,
// and each test plays the network: the chunk's script runs (pushes itself), or fails.
function remote(name: string) {
  const scripts: { url: string; key: string; done: (event?: Event) => void }[] = [];
  const require: BuildRequire = {
    m: {},
    p: `https://tutorium.test/remotes/${name}/`,
    u: (chunkId) => `${chunkId}.abc.js`,
    miniCssF: (chunkId) => `${chunkId}.def.css`,
    l: (url, done, key) => scripts.push({ url, key, done }),
  };
  const chunkArray = `webpackChunktutorium_${name}`;
  const page = self as unknown as Record<string, ChunkData[] | undefined>;
  const arrive = (data: ChunkData) => page[chunkArray]!.push(data);
  return { require, scripts, chunkArray, arrive, forget: () => delete page[chunkArray] };
}

const ensure = (handler: (chunkId: ChunkId, promises: Promise<void>[]) => void, chunkId: ChunkId) => {
  const promises: Promise<void>[] = [];
  handler(chunkId, promises);
  return Promise.all(promises);
};

describe("a remote's script chunks", () => {
  test('load once, from the public path, and bring their modules; a chunk without script is ready at once', async () => {
    const jobs = remote('jobs');
    const installed: InstalledChunks = { 87: 0 };
    const load = scriptChunks(jobs.require, installed, (chunkId) => chunkId !== 954, jobs.chunkArray);
    const first = ensure(load, 806);
    const again = ensure(load, 806);
    expect(jobs.scripts.map(({ url, key }) => [url, key])).toEqual([['https://tutorium.test/remotes/jobs/806.abc.js', 'chunk-806']]);

    const factory = () => undefined;
    jobs.arrive([[806], { 355: factory }]);
    jobs.scripts[0].done(new Event('load'));
    await Promise.all([first, again]);
    expect(jobs.require.m[355]).toBe(factory);
    expect(installed[806]).toBe(0);
    await ensure(load, 806);
    await ensure(load, 954);
    expect(jobs.scripts).toHaveLength(1);
    jobs.forget();
  });

  test('a chunk that failed is a ChunkLoadError, and is fetched afresh when asked again', async () => {
    const jobs = remote('jobs');
    const load = scriptChunks(jobs.require, {}, () => true, jobs.chunkArray);
    const failed = ensure(load, 29);
    jobs.scripts[0].done(Object.assign(new Event('error'), {}));
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'error', message: expect.stringContaining('Loading chunk 29 failed') });

    // A script that ran without pushing its chunk is 'missing'.
    const missing = ensure(load, 29);
    expect(jobs.scripts).toHaveLength(2);
    jobs.scripts[1].done(new Event('load'));
    await expect(missing).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });

    const retried = ensure(load, 29);
    jobs.arrive([[29], {}]);
    jobs.scripts[2].done(new Event('load'));
    await expect(retried).resolves.toBeDefined();
    jobs.forget();
  });

  test('chunks that arrived before the entry ran are taken in, with their runtime; each remote keeps its own', async () => {
    const gigs = remote('gigs');
    const chat = remote('chat');
    const page = self as unknown as Record<string, ChunkData[] | undefined>;
    const runtime = jest.fn();
    page[gigs.chunkArray] = [[[449], { 1: () => undefined }, runtime]];
    const installed: InstalledChunks = {};
    scriptChunks(gigs.require, installed, () => true, gigs.chunkArray);
    const chatLoad = scriptChunks(chat.require, {}, () => true, chat.chunkArray);
    expect(installed[449]).toBe(0);
    expect(runtime).toHaveBeenCalledWith(gigs.require);
    expect(Object.keys(gigs.require.m)).toEqual(['1']);

    // A chunk of the same number from another remote is that remote's.
    const chat449 = ensure(chatLoad, 449);
    expect(chat.scripts).toHaveLength(1);
    chat.arrive([[449], { 2: () => undefined }]);
    chat.scripts[0].done(new Event('load'));
    await chat449;
    expect(Object.keys(chat.require.m)).toEqual(['2']);
    expect(Object.keys(gigs.require.m)).toEqual(['1']);
    gigs.forget();
    chat.forget();
  });
});

test("a build whose startup waits for chunks (the shell's) starts once they are in, and tells which are", () => {
  const shell = remote('shell');
  const waiting: unknown[] = [];
  const startup = Object.assign((result: unknown) => {
    waiting.push(result);
    return result;
  }, {} as { j?: (chunkId: ChunkId) => boolean });
  shell.require.O = startup;
  const installed: InstalledChunks = { 792: 0 };
  scriptChunks(shell.require, installed, () => true, shell.chunkArray);
  expect(startup.j?.(792)).toBe(true);
  expect(startup.j?.(25)).toBe(false);
  shell.arrive([[25], {}, () => 'ran']);
  expect(startup.j?.(25)).toBe(true);
  expect(waiting).toEqual(['ran']);
  shell.forget();
});

describe("a remote's stylesheets", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  test("are a stylesheet link in the head, once per chunk with styles, ready when it has loaded", async () => {
    const { require } = remote('jobs');
    const load = styleChunks(require, { 87: 0 }, { 136: 1 });
    const loading = ensure(load, 136);
    const twice = ensure(load, 136);
    await ensure(load, 954); // no styles
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('rel', 'stylesheet');
    expect(links[0].href).toBe('https://tutorium.test/remotes/jobs/136.def.css');
    links[0].dispatchEvent(new Event('load'));
    await Promise.all([loading, twice]);
    await ensure(load, 136);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  test('one the page has already is not added again', async () => {
    const { require } = remote('jobs');
    document.head.innerHTML = '<link rel="stylesheet" href="https://tutorium.test/remotes/jobs/136.def.css">';
    await ensure(styleChunks(require, {}, { 136: 1 }), 136);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  test('one that failed is removed, is a ChunkLoadError, and is asked for afresh next time', async () => {
    const { require } = remote('jobs');
    const load = styleChunks(require, {}, { 136: 1 });
    const failed = ensure(load, 136);
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', message: expect.stringContaining('Loading CSS chunk 136 failed') });
    expect(document.head.querySelector('link')).toBeNull();
    void ensure(load, 136).catch(() => undefined);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
