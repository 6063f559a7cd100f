import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '../contracts';

const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

function savedChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

function cookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/**
 * The interface language's candidates, in the order of spec section 9: the choice saved in
 * localStorage, the browser's languages, `?lng=`, the cookie the server reads, the page's own
 * `lang`. i18next keeps the first it supports (a region dropped: pt-BR is pt). A choice is saved in
 * localStorage and in the cookie, so the server sends the next prerendered page in it.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    if (typeof window === 'undefined') return undefined;
    const candidates = [
      savedChoice(),
      ...(window.navigator.languages ?? []),
      window.navigator.language,
      new URLSearchParams(window.location.search).get('lng'),
      cookie(LANGUAGE_COOKIE),
      document.documentElement.lang,
    ];
    return candidates.filter((candidate): candidate is string => typeof candidate === 'string' && candidate !== '');
  },
  cacheUserLanguage(language) {
    if (typeof window === 'undefined' || language === 'cimode') return;
    try {
      window.localStorage.setItem(STORAGE_KEYS.language, language);
    } catch {
      // storage blocked: the cookie still carries the choice
    }
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  },
};
