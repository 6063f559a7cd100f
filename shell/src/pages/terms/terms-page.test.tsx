import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import TermsPage from './terms-page';

describe('TermsPage', () => {
  it('states the age limit, the dispute window and that points are non-refundable', async () => {
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Eligibility' })).toHaveTextContent('You must be at least 18 years old to use Tutorium.');
    expect(screen.getByRole('region', { name: 'Disputes' })).toHaveTextContent('Disputes must be reported within 30 days');
    expect(screen.getByRole('region', { name: 'Points and payments' })).toHaveTextContent('Points are non-refundable');
  });
});
