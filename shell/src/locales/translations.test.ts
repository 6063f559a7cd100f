import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@tutorium/shared/contracts';
import { COMMON_KEYS } from '@tutorium/shared/i18n';
import { placeholders, sourceFiles, stringLiterals, translatedKeys } from './translation-keys.test-helper';

// Keeps shell/src/locales/<language>.json in step with the t('...') calls under shell/src.
// A key passed through a variable is invisible here: mark it with a comment such as // t('About').

const files = sourceFiles(path.resolve(__dirname, '..'));
const commonKeys: readonly string[] = COMMON_KEYS;
const keys = [...translatedKeys(files)].filter((key) => !commonKeys.includes(key)).sort();
const literals = stringLiterals(files);

const readLocale = (language: Language): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(__dirname, `${language}.json`), 'utf8')) as Record<string, unknown>;

const translated = LANGUAGES.filter((language) => language !== 'en');

describe('shell translations', () => {
  it('finds the keys the shell translates', () => {
    expect(keys).toContain('Your message has been sent! ✅');
  });

  it('keeps English in the keys themselves', () => {
    expect(readLocale('en')).toEqual({});
  });

  it.each(translated)('%s translates every key', (language) => {
    const locale = readLocale(language);
    const missing = keys.filter((key) => {
      const value = locale[key];
      return typeof value !== 'string' || value.trim() === '';
    });
    expect({ language, missing }).toEqual({ language, missing: [] });
  });

  it.each(translated)('%s keeps the placeholders of each key', (language) => {
    const locale = readLocale(language);
    const broken = Object.entries(locale)
      .filter(([key, value]) => typeof value === 'string' && placeholders(value).join() !== placeholders(key).join())
      .map(([key]) => key);
    expect({ language, broken }).toEqual({ language, broken: [] });
  });

  it.each([...LANGUAGES])('%s has no key that no source uses', (language) => {
    const unused = Object.keys(readLocale(language)).filter((key) => !literals.has(key));
    expect({ language, unused }).toEqual({ language, unused: [] });
  });
});
