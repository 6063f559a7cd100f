import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@tutorium/shared/contracts';

const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/** The primary subtag of a language tag: 'fr-CA' -> 'fr', 'zh-Hans-CN' -> 'zh'. */
const primary = (tag: string) => tag.trim().split(/[-_]/, 1)[0]?.toLowerCase();

/** The supported languages an Accept-Language header asks for, most wanted first (q=0 excluded). */
export function acceptedLanguages(header: string | undefined): Language[] {
  if (!header) return [];
  return header
    .split(',', 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => param.trim().match(/^q=([0-9.]+)$/)?.[1]).find((value) => value !== undefined);
      return { language: primary(tag), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { language: Language; quality: number; index: number } => isLanguage(entry.language) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.language);
}

/**
 * The language of the prerendered page to send: the visitor's saved choice (the cookie the
 * browser writes with it), else what the browser asks for, else English. The browser detects the
 * same way, so it hydrates the page it was sent.
 */
export function pageLanguage(cookies: Record<string, string | undefined>, acceptLanguage: string | undefined): Language {
  const saved = cookies[LANGUAGE_COOKIE];
  if (isLanguage(saved)) return saved;
  return acceptedLanguages(acceptLanguage)[0] ?? FALLBACK_LANGUAGE;
}
