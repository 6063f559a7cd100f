import { useState } from 'react';
import type { z } from 'zod';

// A key of the auth namespace, shown through problemText: t('Please try again.')
export const LOAD_FAILED = 'Please try again.';

/** What a form's values came to: the values as the schema outputs them, or its first problem (a message key). */
export type SchemaCheck<Output> = { data: Output; problem?: undefined } | { data?: undefined; problem: string };

export interface LazySchema<Input, Output> {
  /** Starts loading the schema now; the form calls it on its first focus, so a submit rarely waits. */
  preload: () => void;
  /** Judges the values by the schema, loading it the first time. A load that failed says 'Please try again.' and is tried again next time. */
  check: (values: Input) => Promise<SchemaCheck<Output>>;
}

/**
 * A zod schema for a plain form (its values read from the form, its one problem shown in a banner,
 * as on /signup, /forgot-password and the code steps), loaded when the form is first used rather
 * than with the page: zod and the shared schemas are about 20 KiB gzip, react-hook-form another
 * 13, and such a form needs neither to render and take input. The first problem is the schema's
 * first issue (the schemas report one kind of problem at a time, blanks first, as the spec orders them).
 * @param loadSchema `() => import('./x-form-schema').then((m) => m.xFormSchema)`, so the bundler
 *   puts the schema in a chunk of its own.
 */
export function lazySchema<Input, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>): LazySchema<Input, Output> {
  let loading: Promise<z.ZodType<Output, Input>> | undefined;
  const load = () => {
    loading ??= loadSchema().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload: () => void load().catch(() => undefined),
    async check(values) {
      let schema: z.ZodType<Output, Input>;
      try {
        schema = await load();
      } catch {
        return { problem: LOAD_FAILED };
      }
      const result = schema.safeParse(values);
      return result.success ? { data: result.data } : { problem: result.error.issues[0]?.message ?? LOAD_FAILED };
    },
  };
}

/**
 * A plain form's submit in a component: `checked(schema.check(values), onProblem)` gives the values
 * the checks passed, or null after handing the first problem's message key to `onProblem`;
 * `checking` is true while the checks load (the form shows its button busy).
 */
export function useSchemaCheck() {
  const [checking, setChecking] = useState(false);
  const checked = async <Output,>(pending: Promise<SchemaCheck<Output>>, onProblem: (message: string) => void): Promise<Output | null> => {
    setChecking(true);
    const result = await pending;
    setChecking(false);
    if (result.problem === undefined) return result.data;
    onProblem(result.problem);
    return null;
  };
  return { checking, checked };
}
