import { useTranslation } from 'react-i18next';

/** The admin remote's translations (namespace 'admin'; keys are the English texts). */
export const useAdminT = () => useTranslation('admin').t;
