import type { FastifyInstance } from 'fastify';
import { FieldValidationError } from '../core/errors';

/**
 * PostgreSQL cannot store a NUL character in text (error 22021), and a lone UTF-16 surrogate has
 * no UTF-8 form (it would be stored as U+FFFD, silently changed). Every route refuses both in its
 * path, query string and body with a field error before validation, so no handler or query ever
 * sees them and no input can turn into a 500.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Deeper nesting than any of our bodies has is refused rather than walked. */
const MAX_DEPTH = 32;

export const UNSTORABLE_MESSAGES = {
  nul: 'Null characters are not allowed.',
  surrogate: 'Unpaired surrogate characters are not allowed.',
  depth: 'The data is nested too deeply.',
} as const;

function problemOf(text: string): string | undefined {
  if (text.includes(NUL)) return UNSTORABLE_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return UNSTORABLE_MESSAGES.surrogate;
  return undefined;
}

/** The first unstorable string in `value` (keys included), with its field path. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { path: path.join('.') || FieldValidationError.NON_FIELD, message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return { path: path.join('.') || FieldValidationError.NON_FIELD, message: UNSTORABLE_MESSAGES.depth };
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problemOf(key);
    if (keyProblem) return { path: [...path].join('.') || FieldValidationError.NON_FIELD, message: keyProblem };
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorableText(part);
      if (found) throw new FieldValidationError({ [found.path]: [found.message] });
    }
  });
}
