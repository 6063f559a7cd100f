import { lazyZodResolver } from './lazy-zod-resolver';

/** The resolver of every code step (the sign-up code, the phone's WhatsApp code), its schema loaded on first use. */
export const codeSchema = lazyZodResolver(() => import('./code-form-schema').then((module) => module.codeFormSchema));
