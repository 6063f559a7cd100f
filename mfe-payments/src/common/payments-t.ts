import { useTranslation } from 'react-i18next';

/** The payments remote's translations (namespace 'payments'; keys are the English texts). */
export const usePaymentsT = () => useTranslation('payments').t;
