import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';
import { QueueFullError, WorkQueue } from './work-queue';

// Each argon2 run takes 19 MiB and tens of milliseconds of a core (OWASP's minimum cost, the
// library's default). A password flood must not starve static files and signed-in users: a few
// run at once, a short line waits, and the rest are told to come back.
const PASSWORD_WORK = new WorkQueue(Math.max(1, Math.min(4, availableParallelism())), 32);
const RETRY_AFTER_SECONDS = 5;

export const passwordWorkBusy = () =>
  new DomainError(503, ERROR_CODES.serviceUnavailable, 'The server is busy. Please try again in a few seconds.', RETRY_AFTER_SECONDS);

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await PASSWORD_WORK.run(work);
  } catch (error) {
    throw error instanceof QueueFullError ? passwordWorkBusy() : error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password));
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. With no stored hash (unknown user, Google-only account) it
 * still runs one verification against a dummy hash, so the reply time does not tell them apart.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('tutorium-dummy-password');
    const dummy = await dummyHash;
    await bounded(() => verify(dummy, password).catch(() => false));
    return false;
  }
  // A malformed stored hash is a refusal, not a crash.
  return bounded(() => verify(storedHash, password).catch(() => false));
}
