import { cleanup, screen } from '@testing-library/react';
import { changeLanguage, registerNamespace } from '@tutorium/shared/i18n';
import { renderWithProviders } from '@tutorium/shared/testing';
import TermsPage from '../pages/terms/terms-page';

describe('shell namespace', () => {
  beforeAll(() => registerNamespace('shell', (language) => import(`./${language}.json`)));
  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('shows a page in the chosen language, with its values filled in', async () => {
    await changeLanguage('fr');
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
    expect(screen.getByText('Vous devez avoir au moins 18 ans pour utiliser Tutorium.')).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
