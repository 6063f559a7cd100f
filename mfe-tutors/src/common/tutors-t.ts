import { useTranslation } from 'react-i18next';

/** The tutors remote's translations (namespace 'tutors'; keys are the English texts). */
export const useTutorsT = () => useTranslation('tutors').t;
