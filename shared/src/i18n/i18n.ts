import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '../contracts';
import { loadCommon } from './common-resources';
import { languageDetector } from './language-detector';

/** A namespace's translations: English text (the key) -> translated text. */
export type Translations = Record<string, string>;
/** Loads one language of one namespace; each app passes `(lng) => import(`./locales/${lng}.json`)`. */
export type NamespaceLoader = (language: Language) => Promise<Translations | { default: Translations }>;

interface I18nRegistry {
  instance: I18n;
  loaders: Map<string, NamespaceLoader>;
  ready?: Promise<unknown>;
}

const REGISTRY_KEY = Symbol.for('tutorium.i18n');
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: I18nRegistry };

// One registry per page, even if a second copy of this module were ever loaded.
function registry(): I18nRegistry {
  const g = globalThis as GlobalWithRegistry;
  g[REGISTRY_KEY] ??= { instance: i18next.createInstance(), loaders: new Map([['common', loadCommon]]) };
  return g[REGISTRY_KEY];
}

/** The one i18next instance of the page. */
export const i18n: I18n = registry().instance;

export const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** Writing direction of a language: Arabic and Urdu read right to left. */
export const directionOf = (language: string): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = registry().loaders.get(namespace);
    // Keys are the English texts: English needs no file, except common's named keys ('welcome').
    const keysAreTexts = language === FALLBACK_LANGUAGE && namespace !== 'common';
    if (!loader || !isLanguage(language) || keysAreTexts) return callback(null, {});
    loader(language).then(
      (loaded) => callback(null, 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export interface I18nOptions {
  /** Skips detection (tests, prerendering). */
  language?: Language;
  /** Namespaces to load before the promise resolves ('common' always is). */
  namespaces?: string[];
  /** Translations already at hand (a prerendered page's), by language then namespace: not fetched again. */
  resources?: Partial<Record<Language, Record<string, Translations>>>;
}

/** Starts i18n once (later calls return the same promise); detection order follows spec section 9. */
export function initI18n(options: I18nOptions = {}): Promise<unknown> {
  const state = registry();
  state.ready ??= i18n
    .use(lazyBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      lng: options.language,
      resources: options.resources,
      partialBundledLanguages: options.resources !== undefined,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['common', ...(options.namespaces ?? [])],
      defaultNS: 'common',
      fallbackNS: 'common',
      // Keys are the English texts themselves, so English needs no file and keys may hold '.' or ':'.
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
      i18n.on('languageChanged', applyDocumentLanguage);
    });
  return state.ready;
}

/** Registers an app's namespace; its translations load per language on demand. */
export function registerNamespace(namespace: string, loader: NamespaceLoader): Promise<unknown> {
  registry().loaders.set(namespace, loader);
  return i18n.isInitialized ? i18n.loadNamespaces(namespace) : Promise.resolve();
}

/** Switches the interface language (persisted to localStorage by the detector's cache). */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}
