import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@tutorium/shared/i18n';
import { RouterFallback } from './router-fallback';

test('an error escaping a route shows "Unexpected Application Error" with the error text', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Exploding = () => {
    throw new Error('Database on fire');
  };
  render(<I18nextProvider i18n={i18n}><RouterFallback><Exploding /></RouterFallback></I18nextProvider>);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
  expect(screen.getByText('Database on fire')).toBeInTheDocument();
});

test('code of the page that did not arrive (a dropped connection, a deploy since the page loaded) offers a Retry, which reloads, and no error text', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Missing = () => {
    const error = new Error('Loading chunk 12 failed. (missing: /federation-runtime.0a1b2c3d.js)');
    error.name = 'ChunkLoadError';
    throw error;
  };
  render(<I18nextProvider i18n={i18n}><RouterFallback><Missing /></RouterFallback></I18nextProvider>);
  expect(await screen.findByRole('heading', { name: 'This part of Tutorium could not be loaded.' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
});
