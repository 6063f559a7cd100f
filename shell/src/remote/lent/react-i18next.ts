// What the shell lends remotes of react-i18next: the names in shared/build/lent-exports.json, which
// lint holds remotes and shared to. <Trans> and its HTML parser are never downloaded.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
