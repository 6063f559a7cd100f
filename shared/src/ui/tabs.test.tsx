import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Tabs } from './tabs';

const items = [
  { id: 'overview', label: 'Overview', content: <p>Your overview</p> },
  { id: 'gigs', label: 'My Gigs', content: <p>Your gigs</p> },
  { id: 'jobs', label: 'Jobs', content: <p>Matched jobs</p> },
];

describe('Tabs', () => {
  it('shows the first tab by default with a single tab stop', () => {
    renderWithProviders(<Tabs label="Dashboard" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeInTheDocument();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Your overview');
  });

  it('selects a tab on click and reports it', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Tabs label="Dashboard" items={items} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'My Gigs' }));
    expect(screen.getByRole('tabpanel', { name: 'My Gigs' })).toHaveTextContent('Your gigs');
    expect(onChange).toHaveBeenCalledWith('gigs');
  });

  it('moves with arrow keys, wrapping around, and with Home and End', async () => {
    const { user } = renderWithProviders(<Tabs label="Dashboard" items={items} defaultValue="jobs" />);
    screen.getByRole('tab', { name: 'Jobs' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Matched jobs');
  });

  it('follows a controlled value', () => {
    renderWithProviders(<Tabs label="Dashboard" items={items} value="gigs" />);
    expect(screen.getByRole('tab', { name: 'My Gigs' })).toHaveAttribute('aria-selected', 'true');
  });
});
