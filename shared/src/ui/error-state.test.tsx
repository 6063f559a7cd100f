import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the error as an alert', () => {
    renderWithProviders(<ErrorState title="Oops! Something went wrong" message="Failed to fetch job details." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong');
    expect(alert).toHaveTextContent('Failed to fetch job details.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Retry when it can retry', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<ErrorState title="Could not load" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a custom retry label', () => {
    renderWithProviders(<ErrorState title="Oops! Something went wrong" onRetry={jest.fn()} retryLabel="Try Again" />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
