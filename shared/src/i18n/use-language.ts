import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from '../contracts';
import { changeLanguage, directionOf, isLanguage } from './i18n';

/** The current language, its direction, and a setter; re-renders on change. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  const language: Language = isLanguage(current) ? current : FALLBACK_LANGUAGE;
  return { language, direction: directionOf(language), languages: LANGUAGES, names: LANGUAGE_NAMES, setLanguage: changeLanguage };
}
