import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import HomePage from './home-page';

describe('HomePage', () => {
  it('makes the marketing claims of the product', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('100% free website')).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Tutorium in numbers' }));
    for (const [value, label] of [
      ['9500+', 'Subjects'],
      ['1500+', 'Skills'],
      ['1000+', 'Languages'],
      ['170+', 'Countries our teachers come from'],
      ['55.1%', 'Of applying teachers are accepted'],
    ]) {
      expect(stats.getByText(value)).toBeInTheDocument();
      expect(stats.getByText(label)).toBeInTheDocument();
    }
  });

  it('shows the search widget at the top of the hero', async () => {
    renderWithProviders(<HomePage searchSlot={<form role="search" aria-label="Find a tutor" />} />);
    const search = await screen.findByRole('search', { name: 'Find a tutor' });
    expect(search.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('leads to teaching jobs, assignment help, online and home tutoring', async () => {
    renderWithProviders(<HomePage />);
    const services = within(await screen.findByRole('region', { name: 'What you can do on Tutorium' }));
    for (const title of ['Teaching jobs', 'Assignment help', 'Online tutoring', 'Home tutoring']) {
      expect(services.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(services.getByRole('link', { name: 'Browse teaching jobs' })).toHaveAttribute('href', '/jobs');
    expect(services.getByRole('link', { name: 'Ask for assignment help' })).toHaveAttribute('href', '/post-requirement');
    expect(services.getByRole('link', { name: 'Find online tutors' })).toHaveAttribute('href', '/tutors?type=online');
    expect(services.getByRole('link', { name: 'Find home tutors' })).toHaveAttribute('href', '/tutors?type=home');
  });

  it('teases how it works and invites the visitor to sign up', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Post a requirement' })).toHaveAttribute('href', '/post-requirement');
  });
});
