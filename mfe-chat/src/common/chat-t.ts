import { useTranslation } from 'react-i18next';

/** The chat remote's translations (namespace 'chat'; keys are the English texts). */
export const useChatT = () => useTranslation('chat').t;
