import { useTranslation } from 'react-i18next';

/** The jobs remote's translations (namespace 'jobs'; keys are the English texts). */
export const useJobsT = () => useTranslation('jobs').t;

/** The jobs namespace's translator and the current language (for number and date formats). */
export const useJobsI18n = () => {
  const { t, i18n } = useTranslation('jobs');
  return { t, language: i18n.language };
};
