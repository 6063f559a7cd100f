import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its label and keeps extra attributes', () => {
    renderWithProviders(<Badge variant="premium" title="Premium tutor">Premium</Badge>);
    const badge = screen.getByText('Premium');
    expect(badge).toHaveAttribute('title', 'Premium tutor');
    expect(badge.className).toContain('premium');
  });
});
