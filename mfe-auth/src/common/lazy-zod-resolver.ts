import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

// A key of the auth namespace, shown through formProblem: t('Please try again.')
const LOAD_FAILED = 'Please try again.';

export interface LazyZodResolver<Input extends FieldValues, Output> {
  /** For useForm: waits for the schema the first time the form validates (on blur or submit). */
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema now; the form calls it on its first focus, so a blur rarely waits. */
  preload: () => void;
}

/**
 * A react-hook-form resolver for a zod schema that loads when the form needs it, not with the page.
 * zod, its resolver and the shared schemas a form builds on are about 27 KiB gzip, more than the
 * rest of /signup's own code: loaded with the page, they made it heavier than the whole
 * single-bundle app this one replaces. The form renders and takes input without them; the schema
 * is the same one the tests and the server's rules are written against. While it loads, the form
 * is submitting (`formState.isSubmitting`, which the forms show as a busy button). A load that
 * fails (the network dropped) refuses the form with a root error, 'Please try again.', and is
 * tried again at the next validation.
 * @param loadSchema `() => import('./x-form-schema').then((m) => m.xFormSchema)`, so the bundler
 *   puts the schema in a chunk of its own.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<Input, unknown, Output>;
      try {
        resolve = await load();
      } catch {
        return { values: {}, errors: { root: { type: 'load', message: LOAD_FAILED } } as FieldErrors<Input> };
      }
      return resolve(values, context, options);
    },
    preload: () => void load().catch(() => undefined),
  };
}
