import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import TeacherGuidePage from './teacher-guide-page';

describe('TeacherGuidePage', () => {
  it('walks a tutor through five steps', async () => {
    renderWithProviders(<TeacherGuidePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher guide' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Getting started in five steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Create your profile',
      'Set your preferences',
      'Get student leads',
      'Start teaching',
      'Build your reputation',
    ]);
    expect(screen.getByText(/Your first 5 gigs are free\./)).toBeInTheDocument();
  });

  it('gives tips for success', async () => {
    renderWithProviders(<TeacherGuidePage />);
    const tips = within(await screen.findByRole('region', { name: 'Tips for success' })).getAllByRole('listitem');
    expect(tips.length).toBeGreaterThanOrEqual(3);
  });

  it('invites the tutor to sign up', async () => {
    renderWithProviders(<TeacherGuidePage />);
    expect(await screen.findByRole('link', { name: 'Become a tutor' })).toHaveAttribute('href', '/signup');
  });
});
