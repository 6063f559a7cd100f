import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import AboutPage from './about-page';

describe('AboutPage', () => {
  it('states the mission and why to choose Tutorium', async () => {
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Tutorium' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent(/Our mission is/);
    const reasons = within(screen.getByRole('region', { name: 'Why choose Tutorium?' })).getAllByRole('listitem');
    expect(reasons.map((reason) => within(reason).getByRole('heading').textContent)).toEqual([
      'Wide range of subjects',
      'Verified tutor profiles',
      'Online and offline options',
      'Transparent credit-based system',
      'Secure platform',
    ]);
  });

  it('offers a Get Started button', async () => {
    const { user } = renderWithProviders(<AboutPage />, { route: '/about' });
    const button = await screen.findByRole('button', { name: 'Get Started' });
    await user.click(button);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
