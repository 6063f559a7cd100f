import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { InsufficientPointsModal } from './insufficient-points-modal';

test('says why, links Buy Points to /buy-points, and Cancel closes it', async () => {
  const onClose = jest.fn();
  const { user } = renderWithProviders(<InsufficientPointsModal open onClose={onClose} message="You need 5 points to unlock this job." />);
  const dialog = screen.getByRole('dialog', { name: 'Not Enough Points' });
  expect(dialog).toHaveTextContent('You need 5 points to unlock this job.');
  expect(within(dialog).getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('shows nothing while closed', () => {
  renderWithProviders(<InsufficientPointsModal open={false} onClose={() => undefined} message="Not shown" />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
