import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import StudentFaqPage from './student-faq-page';

const QUESTIONS = [
  'How do I find a tutor?',
  'Is Tutorium free to use?',
  'What subjects can I learn?',
  'How do I contact a tutor?',
  'Are the tutors verified?',
  'Can I take classes offline?',
];

describe('StudentFaqPage', () => {
  it('lists exactly the six student questions, all closed', async () => {
    renderWithProviders(<StudentFaqPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Student FAQ' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(QUESTIONS.length);
    for (const question of QUESTIONS) expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
  });

  it('keeps one answer open at a time and toggles it by click', async () => {
    const { user } = renderWithProviders(<StudentFaqPage />);
    const free = await screen.findByRole('button', { name: /Is Tutorium free to use\?/ });
    await user.click(free);
    expect(screen.getByRole('region', { name: /Is Tutorium free to use\?/ })).toHaveTextContent(
      'Browsing tutors is free. You only spend points when you choose to contact a tutor.',
    );

    const contact = screen.getByRole('button', { name: /How do I contact a tutor\?/ });
    await user.click(contact);
    expect(free).toHaveAttribute('aria-expanded', 'false');
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /How do I contact a tutor\?/ })).toHaveTextContent('unlock their contact details for 1 point');

    await user.click(contact);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('links to Contact Support', async () => {
    renderWithProviders(<StudentFaqPage />);
    expect(await screen.findByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
