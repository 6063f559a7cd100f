import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import TeacherFaqPage from './teacher-faq-page';

describe('TeacherFaqPage', () => {
  it('answers tutor questions one at a time', async () => {
    const { user } = renderWithProviders(<TeacherFaqPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher FAQ' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'How many gigs can I create for free?' }));
    expect(screen.getByRole('region', { name: 'How many gigs can I create for free?' })).toHaveTextContent(
      'Your first 5 gigs are free. Each gig after that costs 1 point.',
    );

    await user.click(screen.getByRole('button', { name: 'What does premium membership give me?' }));
    expect(screen.getByRole('region', { name: 'What does premium membership give me?' })).toHaveTextContent('Premium costs 500 BDT per month.');
    expect(screen.getByRole('button', { name: 'How many gigs can I create for free?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('covers boosting and unlocking jobs', async () => {
    renderWithProviders(<TeacherFaqPage />);
    expect(await screen.findByRole('button', { name: 'How does boosting a gig work?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do I unlock a job?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What are points and how do I get them?' })).toBeInTheDocument();
  });

  it('links to Contact Support', async () => {
    renderWithProviders(<TeacherFaqPage />);
    expect(await screen.findByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
