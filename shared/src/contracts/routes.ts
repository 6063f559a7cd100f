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

/** Header of `/remotes.json` saying the browser's own remote overrides apply (REMOTE_OVERRIDES=1). */
export const REMOTE_OVERRIDES_HEADER = 'x-remote-overrides';
/** Where a browser keeps its remote overrides: remote name -> manifest URL (localhost or this site only). */
export const REMOTE_OVERRIDES_STORAGE_KEY = 'tutorium.remoteOverrides';
