/**
 * Who owns which route. The shell builds its route table from this (without loading any
 * remote), and each remote's `./routes` module is typed against it, so the two cannot drift.
 */
export const REMOTE_NAMES = ['auth', 'tutors', 'jobs', 'gigs', 'chat', 'payments', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_ROUTES = {
  auth: ['/login', '/signup', '/verify-email/:uid/:token', '/forgot-password', '/reset-password/:uid/:token', '/profile', '/unsubscribe'],
  tutors: ['/tutors', '/tutors/:tutorId', '/map-search'],
  jobs: ['/jobs', '/jobs/:id', '/job-map'],
  gigs: ['/tutor/gig/:id', '/gigs/:id'],
  chat: ['/messages', '/notifications'],
  payments: ['/buy-points', '/credit-purchase', '/points/purchase', '/buy-premium', '/premium',
    '/payments/success/', '/payments/fail/', '/payments/cancel', '/payments/cancel/:type'],
  admin: ['/admin', '/admin/queues', '/admin/users', '/admin/users/:id', '/admin/audit'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** The shell's own pages; its route table adds every remote's routes (REMOTE_ROUTES) and sends any other path to /. */
export const SHELL_ROUTES = ['/', '/dashboard', '/about', '/how-it-works', '/contact', '/teacher-guide', '/student-faq',
  '/teacher-faq', '/post-requirement', '/privacy-policy', '/terms'] as const;
export type ShellRoutePath = (typeof SHELL_ROUTES)[number];

export type RemoteRoutePath<R extends RemoteName> = (typeof REMOTE_ROUTES)[R][number];

/**
 * The widgets each remote exposes (`./widgets`) for the shell to place on its pages (dashboards,
 * home). Typed like the routes: a remote that forgets or adds one fails the type check.
 */
export const REMOTE_WIDGETS = {
  auth: [],
  tutors: ['home-search', 'favorite-teachers'],
  jobs: ['post-job', 'student-jobs', 'matched-jobs', 'tutor-jobs'],
  gigs: ['tutor-summary', 'tutor-gigs'],
  // The shell's bell shows `notification-panel` when opened; `notification-bell` (the whole bell)
  // stays for shells built before the bell moved into the shell.
  chat: ['notification-bell', 'notification-panel'],
  payments: [],
  admin: [],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteWidgetName<R extends RemoteName> = (typeof REMOTE_WIDGETS)[R][number];

/** Routes behind the login guard (spec section 2); everything else is public. */
export const GUARDED_ROUTES: readonly string[] = [
  '/dashboard', '/profile', '/tutors/:tutorId', '/buy-points', '/buy-premium', '/tutor/gig/:id', '/gigs/:id',
  '/jobs/:id', '/messages', '/notifications', '/payments/success/', '/payments/fail/', '/payments/cancel',
  '/payments/cancel/:type', '/map-search', '/job-map', '/about', '/how-it-works', '/contact', '/teacher-guide',
  '/student-faq', '/teacher-faq', '/post-requirement', '/credit-purchase', '/points/purchase', '/premium',
  '/admin', '/admin/queues', '/admin/users', '/admin/users/:id', '/admin/audit',
];

/**
 * Pages for visitors who are not signed in (spec section 4): someone signed in who opens one goes
 * to SIGNED_IN_HOME from the page's start script, before the shell and the page's remote load (the
 * server marks the page: START_AFTER_FIRST_PAINT); the page itself sends on whoever logs in on it,
 * or is signed in when it runs alone or is reached inside the app (afterLoginPath).
 */
export const GUEST_ONLY_ROUTES: readonly string[] = ['/login', '/signup'];

/** Where someone signed in lands from a page for visitors when nothing says where they were going. */
export const SIGNED_IN_HOME = '/dashboard';

/**
 * Where a signed-in visitor goes from a guest-only page: back to the page the login guard came from
 * (the location state `{ from }` it leaves, a path of this site only: '//host' would leave it), else /dashboard.
 */
export function afterLoginPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : SIGNED_IN_HOME;
}

/**
 * Whether `path` (no query) is one of `patterns` (`:name` is one segment), as the shell's router
 * matches it: letters in any case, with or without a trailing slash. For the server, which has no router.
 */
export function pathMatches(patterns: readonly string[], path: string): boolean {
  const segments = (value: string) => value.toLowerCase().replace(/^\/|\/+$/g, '').split('/');
  const wanted = segments(path);
  return patterns.some((pattern) => {
    const parts = segments(pattern);
    return parts.length === wanted.length && parts.every((part, index) => (part.startsWith(':') ? wanted[index] !== '' : part === wanted[index]));
  });
}

/** The remote whose route `path` is, if any. */
export const remoteOfPath = (path: string): RemoteName | undefined =>
  REMOTE_NAMES.find((remote) => pathMatches(REMOTE_ROUTES[remote], path));

/** The webpack container name of each remote, and the workspace that builds it. */
export const remoteContainer = (remote: RemoteName): string => remote;
export const remoteWorkspace = (remote: RemoteName): string => `mfe-${remote}`;

/** `/remotes.json`: remote name -> URL of its mf-manifest.json (which names the build). */
export type RemotesManifest = Record<RemoteName, string>;

/**
 * The container script of a build, beside its manifest (`remoteEntry.js`, the file name every
 * remote's build gives it): the shell loads remotes by it, without fetching the manifest first.
 */
export const remoteEntryUrl = (manifestUrl: string): string => manifestUrl.replace(/(^|\/)mf-manifest\.json(?=$|[?#])/, '$1remoteEntry.js');

/**
 * The shell's public pages prerendered at build time, file name -> path; `frame` (the header and
 * footer around a loading area) is served for every other page. The server picks the file by language.
 */
export const PRERENDERED_PAGES = { index: '/', terms: '/terms', 'privacy-policy': '/privacy-policy', frame: null } as const;
export type PrerenderedPageName = keyof typeof PRERENDERED_PAGES;

/**
 * The public pages of a remote that its build also renders to HTML, per language, as a visitor who
 * is not signed in first sees them (before their data): the server puts the active build's preview
 * into the frame, so the page's heading and form paint with the HTML, and the shell shows it, inert,
 * until the remote's code renders the page in its place. Paths without parameters only.
 */
export const REMOTE_PREVIEWS = {
  auth: ['/login', '/signup', '/forgot-password'],
  tutors: ['/tutors'],
  jobs: ['/jobs'],
} as const satisfies Partial<Record<RemoteName, readonly RemoteRoutePath<RemoteName>[]>>;

/** Where a remote's build writes the preview of `path` in `language`, under its dist folder. */
export const previewFile = (language: string, path: string): string => `previews/${language}/${path.slice(1)}.html`;

/** The element of the frame whose content is the page's area (a skeleton, or a remote's preview). */
export const PAGE_SLOT_ID = 'page-slot';
const SLOT_OPEN = `<div id="${PAGE_SLOT_ID}">`;
const SLOT_START = '<!--page-slot-->';
const SLOT_END = '<!--/page-slot-->';

/** The shell's build marks the content of the frame's page slot (a skeleton, no element of its own inside a div). */
export function markPageSlot(html: string): string {
  const open = html.indexOf(SLOT_OPEN);
  const content = open + SLOT_OPEN.length;
  const close = html.indexOf('</div>', content);
  if (open < 0 || close < 0 || html.slice(content, close).includes('<div')) throw new Error(`The frame has no ${SLOT_OPEN} around a skeleton`);
  return `${html.slice(0, content)}${SLOT_START}${html.slice(content, close)}${SLOT_END}${html.slice(close)}`;
}

/** The server puts a page's preview in the frame's page slot; a frame without the marks is left as it is. */
export function fillPageSlot(html: string, content: string): string {
  const start = html.indexOf(SLOT_START);
  const end = html.indexOf(SLOT_END, start);
  if (start < 0 || end < 0) return html;
  return `${html.slice(0, start)}${content}${html.slice(end + SLOT_END.length)}`;
}
/** The attribute of the element that holds a preview in the frame; its value is the previewed path. */
export const PAGE_PREVIEW_ATTRIBUTE = 'data-page-preview';

/** Header of `/remotes.json` saying the browser's own remote overrides apply (REMOTE_OVERRIDES=1). */
export const REMOTE_OVERRIDES_HEADER = 'x-remote-overrides';
/** Where a browser keeps its remote overrides: remote name -> manifest URL (localhost or this site only). */
export const REMOTE_OVERRIDES_STORAGE_KEY = 'tutorium.remoteOverrides';
