import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../contracts';
import { COMMON_KEYS } from '../i18n/common-keys';

// Test-only (node fs): keeps an app's locales/<language>.json in step with the t('...') calls of its sources.
// A key passed through a variable is invisible to the scan: mark it with a comment such as // t('About').

const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test(-helper)?\.(ts|tsx)$/;
/** A call of t with one quoted string, also as i18n.t and inside comments (the way to mark keys passed as variables). */
const T_CALL = /\bt\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")/g;
/**
 * Any quoted string literal or a whole template literal. A template is matched with its `${…}` parts,
 * so its closing backtick cannot be taken for the opening of another one.
 */
const STRING_LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** Every non-test .ts/.tsx file under `root`. */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, file));
}

function collect(files: string[], pattern: RegExp): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const literal = match.slice(1).find((group) => group !== undefined);
      if (literal) found.add(unescape(literal));
    }
  }
  return found;
}

/** Keys passed literally to `t()`. */
export const translatedKeys = (files: string[]) => collect(files, T_CALL);

/** Every string literal of the sources (a locale key is in use when some source spells it). */
export const stringLiterals = (files: string[]) => collect(files, STRING_LITERAL);

/** The `{{placeholders}}` of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

export interface TranslationSuiteOptions {
  /** The app's folder at the repository root (`shell`, `mfe-auth`); its `src` is scanned, `src/locales` holds the files. */
  app: string;
  /** The i18n namespace, for the suite's title. */
  namespace: string;
  /** A key the sources are known to translate: proves the scan finds keys at all. */
  sampleKey: string;
}

/**
 * Registers the standard checks of one app's translations: English lives in the keys (en.json is `{}`),
 * every other language translates every key with the same placeholders, and no language keeps a key
 * that no source spells. The 22 common keys are left to the `common` namespace.
 */
export function describeTranslations({ app, namespace, sampleKey }: TranslationSuiteOptions): void {
  const sourceRoot = path.join(REPOSITORY_ROOT, app, 'src');
  const files = sourceFiles(sourceRoot);
  const commonKeys: readonly string[] = COMMON_KEYS;
  const keys = [...translatedKeys(files)].filter((key) => !commonKeys.includes(key)).sort();
  const literals = stringLiterals(files);
  const readLocale = (language: Language): Record<string, unknown> =>
    JSON.parse(readFileSync(path.join(sourceRoot, 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>;
  const translated = LANGUAGES.filter((language) => language !== 'en');

  describe(`${namespace} translations`, () => {
    it('finds the keys the sources translate', () => {
      expect(keys).toContain(sampleKey);
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
      const broken = Object.entries(readLocale(language))
        .filter(([key, value]) => typeof value === 'string' && placeholders(value).join() !== placeholders(key).join())
        .map(([key]) => key);
      expect({ language, broken }).toEqual({ language, broken: [] });
    });

    it.each([...LANGUAGES])('%s has no key that no source uses', (language) => {
      const unused = Object.keys(readLocale(language)).filter((key) => !literals.has(key));
      expect({ language, unused }).toEqual({ language, unused: [] });
    });
  });
}
