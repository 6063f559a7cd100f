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
