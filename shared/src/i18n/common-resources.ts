import type { Language } from '../contracts';
import en from './locales/common/en.json';

/**
 * The 22 keys of spec section 9. English ships in the bundle (it is the fallback);
 * every other language is its own small chunk.
 */
export function loadCommon(language: Language): Promise<Record<string, string>> {
  if (language === 'en') return Promise.resolve(en);
  return import(`./locales/common/${language}.json`).then((module: { default: Record<string, string> }) => module.default);
}
