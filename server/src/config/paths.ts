import { resolve } from 'node:path';

// Resolved from this file rather than process.cwd(), so `npm start` from the repo root and
// `npm start -w server` find the same folders.
export const SERVER_ROOT = resolve(__dirname, '..', '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '..');
