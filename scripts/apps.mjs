// The seven front-end apps, in build order (the shell first: it is what a visitor loads first).
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const REMOTES = ['auth', 'tutors', 'jobs', 'gigs', 'chat', 'payments', 'admin'];
export const APPS = ['shell', ...REMOTES.map((remote) => `mfe-${remote}`)];
export const appDir = (app) => path.join(ROOT, app);
