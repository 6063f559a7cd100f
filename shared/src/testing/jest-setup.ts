import '@testing-library/jest-dom';
import { initI18n } from '../i18n';

// Every test starts in English with an empty browser storage.
beforeAll(() => initI18n({ language: 'en' }));
afterEach(() => {
  window.localStorage.clear();
});
