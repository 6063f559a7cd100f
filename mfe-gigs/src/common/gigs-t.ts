import { useTranslation } from 'react-i18next';

/** The gigs remote's translations (namespace 'gigs'; keys are the English texts). */
export const useGigsT = () => useTranslation('gigs').t;
