import type { FastifySchemaCompiler } from 'fastify';
import { FieldValidationError } from '../core/errors';
import { validatorCompiler } from '../http/validation';

const NESTED = 'user_data.';

function flatten(fields: Record<string, string[]>): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fields)) {
    const name = key.startsWith(NESTED) ? key.slice(NESTED.length) : key;
    (flat[name] ??= []).push(...messages);
  }
  return flat;
}

/**
 * The app's validator, except that errors inside user_data are reported under the form's own
 * field names ({ "password": [...] }, not { "user_data.password": [...] }), as the sign-up
 * form shows them and as DRF's registration serializer reported them.
 */
export const registrationValidator: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const result = validate(data);
    if (typeof result === 'object' && 'error' in result && result.error instanceof FieldValidationError) {
      return { error: new FieldValidationError(flatten(result.error.fields)) };
    }
    return result;
  };
};
