import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id with OWASP's minimum cost (19 MiB, 2 passes).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. With no stored hash (unknown user, Google-only account) it
 * still runs one verification against a dummy hash, so the reply time does not tell them apart.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('tutorium-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a crash.
    return false;
  }
}
