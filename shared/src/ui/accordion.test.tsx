import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Accordion } from './accordion';

const items = [
  { id: 'free', title: 'Is it free?', content: <p>Browsing is free.</p> },
  { id: 'subjects', title: 'Which subjects?', content: <p>Thousands of subjects.</p> },
];

describe('Accordion', () => {
  it('starts closed and opens an item on click', async () => {
    const { user } = renderWithProviders(<Accordion items={items} />);
    const question = screen.getByRole('button', { name: 'Is it free?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Browsing is free.')).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is it free?' })).toHaveTextContent('Browsing is free.');
  });

  it('closes an open item on a second click', async () => {
    const { user } = renderWithProviders(<Accordion items={items} single />);
    const question = screen.getByRole('button', { name: 'Is it free?' });
    await user.click(question);
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one item open at a time in single mode', async () => {
    const { user } = renderWithProviders(<Accordion items={items} single />);
    await user.click(screen.getByRole('button', { name: 'Is it free?' }));
    await user.click(screen.getByRole('button', { name: 'Which subjects?' }));
    expect(screen.getByRole('button', { name: 'Is it free?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Which subjects?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets several items stay open otherwise', async () => {
    const { user } = renderWithProviders(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'Is it free?' }));
    await user.click(screen.getByRole('button', { name: 'Which subjects?' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
  });

  it('puts each header in a heading of the given level', () => {
    renderWithProviders(<Accordion items={items} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Is it free?' })).toBeInTheDocument();
  });
});
