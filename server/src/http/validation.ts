import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { $ZodType, type $ZodErrorMap } from 'zod/v4/core';
import { FieldValidationError } from '../core/errors';

/**
 * Messages in the wording the front end shows as-is (Django REST Framework's). Anything not
 * listed keeps zod's default, and a message written on a schema always wins over this map.
 */
const drfMessages: $ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'This field is required.';
  if (issue.input === null) return 'This field may not be null.';
  if (issue.path?.length === 0 && issue.expected === 'object') return 'Invalid data. Expected an object.';
  if (issue.expected === 'number' || issue.expected === 'int') return 'A valid number is required.';
  if (issue.expected === 'string') return 'Not a valid string.';
  if (issue.expected === 'boolean') return 'Must be a valid boolean.';
  if (issue.expected === 'array') return 'Expected a list of items.';
  return undefined;
};

/** Collects zod issues into DRF's field map: nested paths joined with '.', root issues under non_field_errors. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FieldValidationError.NON_FIELD : issue.path.map(String).join('.');
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Fastify validator for zod route schemas (params, querystring, body, headers). It replaces the
 * type provider's own validator only to word messages as above and to raise our error type.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType)) throw new TypeError(`Route ${method} ${url} has a schema that is not zod`);
  return (data) => {
    const result = z.safeParse(schema, data, { error: drfMessages });
    return result.success ? { value: result.data } : { error: new FieldValidationError(toFieldErrors(result.error)) };
  };
};
