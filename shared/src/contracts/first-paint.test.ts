import { START_AFTER_FIRST_PAINT } from './first-paint';

/** Runs the start script against a stand-in page: what it appends, and the frames and timers it asks for. */
function start(visibilityState: 'visible' | 'hidden', preload?: string, { guestOnly = false, token = null as string | null } = {}) {
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const page = {
    visibilityState,
    currentScript: { dataset: { src: '/main.1a2b3c4d.js', preload, ...(guestOnly ? { guestOnly: '' } : {}) } },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: { tag: string; src?: string; rel?: string; as?: string; href?: string }) => appended.push(element.tag === 'script' ? `script ${element.src}` : `${element.tag} ${element.rel} ${element.as} ${element.href}`) },
  };
  const localStorage = { getItem: (key: string) => (key === 'token' ? token : null) };
  const addresses: string[] = [];
  const history = { replaceState: (_state: unknown, _title: string, url: string) => addresses.push(url) };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'localStorage', 'history', START_AFTER_FIRST_PAINT)(
    page, (callback: () => void) => frames.push(callback), (callback: () => void) => timers.push(callback), localStorage, history);
  return { appended, frames, timers, addresses };
}

test("the start script runs the shell's script once the first frame is painted, not before", () => {
  const page = start('visible');
  expect(page.appended).toEqual([]);
  // The frame's callbacks run before it is painted: the script waits for the task after it.
  page.frames.forEach((frame) => frame());
  expect(page.appended).toEqual([]);
  page.timers.forEach((timer) => timer());
  expect(page.appended).toEqual(['script /main.1a2b3c4d.js']);
});

test('in a hidden tab, which paints no frame, it runs the script at once', () => {
  const page = start('hidden');
  expect(page.appended).toEqual(['script /main.1a2b3c4d.js']);
  expect(page.frames).toEqual([]);
});

test("then it preloads the page's other first scripts (a remote page's), after the shell's", () => {
  const page = start('visible', '/remotes/jobs/remoteEntry.js /remotes/jobs/routes.1a2b.js');
  page.frames.forEach((frame) => frame());
  expect(page.appended).toEqual([]);
  page.timers.forEach((timer) => timer());
  expect(page.appended).toEqual([
    'script /main.1a2b3c4d.js',
    'link preload script /remotes/jobs/remoteEntry.js',
    'link preload script /remotes/jobs/routes.1a2b.js',
  ]);
});

test('on a page for visitors only it preloads them for a visitor; someone signed in goes to /dashboard before the shell starts, with nothing preloaded', () => {
  const scripts = '/remotes/auth/remoteEntry.js /remotes/auth/routes.1a2b.js';
  const visitor = start('hidden', scripts, { guestOnly: true });
  expect(visitor.appended).toEqual(['script /main.1a2b3c4d.js', 'link preload script /remotes/auth/remoteEntry.js', 'link preload script /remotes/auth/routes.1a2b.js']);
  expect(visitor.addresses).toEqual([]);
  const signedIn = start('hidden', scripts, { guestOnly: true, token: 'a.b.c' });
  expect(signedIn.addresses).toEqual(['/dashboard']);
  expect(signedIn.appended).toEqual(['script /main.1a2b3c4d.js']);
  // Elsewhere a session changes nothing: the page is the same for everyone.
  const elsewhere = start('hidden', scripts, { token: 'a.b.c' });
  expect(elsewhere.appended).toHaveLength(3);
  expect(elsewhere.addresses).toEqual([]);
});
