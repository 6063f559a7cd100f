import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import PrivacyPolicyPage from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
  it('explains what is collected and how contact details are protected', async () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Information we collect' })).toHaveTextContent('Card details are handled by the payment gateway');
    expect(screen.getByRole('region', { name: 'Contact details' })).toHaveTextContent('stay hidden from other users until they unlock them');
    expect(screen.getByRole('region', { name: 'Your rights' })).toBeInTheDocument();
  });
});
