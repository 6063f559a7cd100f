import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Card } from './card';

describe('Card', () => {
  it('renders the requested element with its content', () => {
    renderWithProviders(
      <Card as="article" aria-label="Jane Doe">
        <h3>Jane Doe</h3>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Jane Doe' })).toContainElement(screen.getByRole('heading', { name: 'Jane Doe' }));
  });

  it('marks premium cards with the gold highlight', () => {
    renderWithProviders(<Card as="article" tone="premium" aria-label="Premium tutor" />);
    expect(screen.getByRole('article', { name: 'Premium tutor' }).className).toContain('premium');
  });
});
