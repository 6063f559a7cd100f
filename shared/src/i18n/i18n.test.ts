import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../contracts';
import { COMMON_KEYS } from './common-keys';

import type * as I18nNamespace from './i18n';

type I18nModule = typeof I18nNamespace;
const REGISTRY_KEY = Symbol.for('tutorium.i18n');

// Each detection test needs an i18n that has not started yet: load a fresh copy of the module.
async function freshI18n(): Promise<I18nModule> {
  Reflect.deleteProperty(globalThis, REGISTRY_KEY);
  let loaded: I18nModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./i18n');
  });
  if (!loaded) throw new Error('i18n module did not load');
  await loaded.initI18n();
  return loaded;
}

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

let original: unknown;
beforeAll(() => {
  original = Reflect.get(globalThis, REGISTRY_KEY);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.set(globalThis, REGISTRY_KEY, original);
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});
// Every detection starts with nothing saved (the shared setup's English start saves its choice).
beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
});

test('the chosen language is also saved in the cookie the server reads to send the page in that language', async () => {
  browserLanguages(['fr-FR']);
  const { changeLanguage } = await freshI18n();
  expect(document.cookie).toContain('lang=fr');
  await changeLanguage('ar');
  expect(document.cookie).toContain('lang=ar');
  expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
});

test('a language saved in localStorage wins over the browser language, and Urdu turns the page RTL', async () => {
  window.localStorage.setItem('i18nextLng', 'ur');
  browserLanguages(['fr-FR']);
  const { i18n } = await freshI18n();
  expect(i18n.resolvedLanguage).toBe('ur');
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ur');
});

test('without a saved choice the browser language is used (region dropped)', async () => {
  browserLanguages(['pt-BR', 'en']);
  const { i18n } = await freshI18n();
  expect(i18n.resolvedLanguage).toBe('pt');
  expect(i18n.t('login')).toBe('Entrar');
});

test('an unsupported browser language falls back to English', async () => {
  browserLanguages(['de-DE']);
  const { i18n } = await freshI18n();
  expect(i18n.resolvedLanguage).toBe('en');
  expect(i18n.t('Some English text as its own key')).toBe('Some English text as its own key');
});

test('changing to Arabic translates, switches to RTL and is saved; back to French is LTR', async () => {
  browserLanguages(['en-US']);
  const { i18n, changeLanguage } = await freshI18n();
  await changeLanguage('ar');
  expect(i18n.t('logout')).toBe('تسجيل الخروج');
  expect(document.documentElement.dir).toBe('rtl');
  expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
  await changeLanguage('fr');
  expect(document.documentElement.dir).toBe('ltr');
  expect(i18n.t('search')).toBe('Rechercher');
});

test('every language translates every common key, with the same key set as English', () => {
  const dir = path.join(__dirname, 'locales/common');
  const english = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'))).sort();
  expect(english).toEqual(expect.arrayContaining([...COMMON_KEYS]));
  for (const language of LANGUAGES) {
    const file: Record<string, string> = JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8'));
    const missing = english.filter((key) => !file[key]?.trim());
    expect({ language, missing }).toEqual({ language, missing: [] });
    expect(Object.keys(file).sort()).toEqual(english);
  }
});
