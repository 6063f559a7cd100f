import { languageDetector } from './language-detector';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});

const detect = () => languageDetector.detect() as string[];

test('offers, in order: the saved choice, the browser languages, ?lng=, the cookie, the page language', () => {
  window.localStorage.setItem('i18nextLng', 'ur');
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('pt-BR');
  window.history.replaceState(null, '', '/?lng=fr');
  document.cookie = 'lang=bn; path=/';
  document.documentElement.lang = 'zh';
  expect(detect()).toEqual(['ur', 'pt-BR', 'en', 'pt-BR', 'fr', 'bn', 'zh']);
});

test('leaves out what is not there', () => {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue([]);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('');
  document.documentElement.lang = '';
  expect(detect()).toEqual([]);
});

test('saves a choice in localStorage and in the cookie the server reads', () => {
  languageDetector.cacheUserLanguage?.('ar');
  expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
  expect(document.cookie).toContain('lang=ar');
});

test('with storage blocked, the saved choice is skipped and the cookie still carries a new one', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['es']);
  expect(detect()[0]).toBe('es');
  languageDetector.cacheUserLanguage?.('es');
  expect(document.cookie).toContain('lang=es');
});
