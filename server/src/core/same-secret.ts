import { timingSafeEqual } from 'node:crypto';

/** Whether a secret a client sent is the expected one, compared in constant time. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  const [a, b] = [Buffer.from(given ?? ''), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
