import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { initI18n } from '../i18n';
import { resetPageState } from '../page-state';

// A form test types every field as a person would: seconds on a quiet machine, more on a loaded
// 2-core one. The limit still ends a test that hangs (jest ignores `testTimeout` inside a project).
jest.setTimeout(15_000);
// What a test waits for may first load code (a form's checks load on first use, as in the browser):
// findBy and waitFor give it 5 s on a loaded machine, not 1.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts in English with an empty browser storage and no page state. A test of what
// the builds render in Node (`@jest-environment node`) has no browser storage.
beforeAll(() => initI18n({ language: 'en' }));
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
  resetPageState(); // no page query client, no header state, between tests
});
