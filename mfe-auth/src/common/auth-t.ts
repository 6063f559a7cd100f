import type { TFunction } from 'i18next';

/** The auth namespace's translate function, for helpers that build texts outside components. */
export type AuthT = TFunction<'auth'>;
