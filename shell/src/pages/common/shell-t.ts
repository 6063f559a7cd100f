import type { TFunction } from 'i18next';

/** The shell namespace's translate function, for content builders that live outside components. */
export type ShellT = TFunction<'shell'>;
