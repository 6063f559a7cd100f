import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, text and action', async () => {
    const reset = jest.fn();
    const { user } = renderWithProviders(
      <EmptyState title="No tutors found" text="Try adjusting your filters" action={<Button onClick={reset}>Reset Filters</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No tutors found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(reset).toHaveBeenCalled();
  });
});
