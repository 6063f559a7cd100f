import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import HowItWorksPage from './how-it-works-page';

const stepTitles = (sectionName: string) =>
  within(within(screen.getByRole('region', { name: sectionName })).getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('HowItWorksPage', () => {
  it('lists five numbered steps for students', async () => {
    renderWithProviders(<HowItWorksPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'How it works' })).toBeInTheDocument();
    expect(stepTitles('For students')).toEqual([
      'Sign up',
      'Post your requirements',
      'Browse tutors',
      'Purchase points to contact tutors',
      'Start learning',
    ]);
    expect(screen.getByText("Unlocking a tutor's contact details costs 1 point.")).toBeInTheDocument();
  });

  it('lists five numbered steps for tutors', async () => {
    renderWithProviders(<HowItWorksPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(stepTitles('For tutors')).toEqual(['Register', 'Get discovered', 'Respond to requirements', 'Build trust', 'Start teaching']);
  });

  it('links students and tutors to their next step', async () => {
    renderWithProviders(<HowItWorksPage />);
    expect(await screen.findByRole('link', { name: 'Post a requirement' })).toHaveAttribute('href', '/post-requirement');
    expect(screen.getByRole('link', { name: 'Read the teacher guide' })).toHaveAttribute('href', '/teacher-guide');
  });
});
