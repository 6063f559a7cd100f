import { useLanguage } from '@tutorium/shared/i18n';

/** Dates and numbers in the reader's language. */
export function useFormat() {
  const { language } = useLanguage();
  return {
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    dateTime: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    number: (value: number) => new Intl.NumberFormat(language).format(value),
  };
}
