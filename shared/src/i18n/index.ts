export { i18n, initI18n, registerNamespace, changeLanguage, directionOf, isLanguage } from './i18n';
export type { Translations, NamespaceLoader } from './i18n';
export { useLanguage } from './use-language';
export { COMMON_KEYS } from './common-keys';
