import type { CodeFormValues } from './code-form-schema';
import { lazySchema } from './lazy-schema';

/** The check of every code step (the sign-up code, the phone's WhatsApp code), its schema loaded on first use. */
export const codeSchema = lazySchema<CodeFormValues, CodeFormValues>(() => import('./code-form-schema').then((module) => module.codeFormSchema));
