import { z } from 'zod';
import { DomainError } from '../core/errors';

/** `{id}` of a path: any text, so that a malformed id is a 404 like an unknown one, not a 400. */
export const idParamsSchema = z.object({ id: z.string() });

/** A path id as a number; 404 for anything that cannot be a row id. */
export function parseId(raw: string): number {
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw DomainError.notFound();
  return Number(raw);
}
