import { act, screen } from '@testing-library/react';
import { getSession } from '@tutorium/shared/session';
import { renderWithProviders } from '@tutorium/shared/testing';
import DashboardPage from './dashboard-page';

const user = {
  id: 3, user_id: 3, username: 'rahim', email: 'rahim@example.com', profile_picture: null, bio: null, education: null,
  experience: null, location: null, phone_number: null, phone_verified: false, first_name: 'Rahim', last_name: 'Uddin',
  is_verified: false,
};

afterEach(() => act(() => getSession().logout()));

test('a student sees the student dashboard with links to tutors and points', () => {
  act(() => getSession().login('t', { ...user, user_type: 'student' }));
  renderWithProviders(<DashboardPage />);
  expect(screen.getByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, rahim!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find Tutors' })).toHaveAttribute('href', '/tutors');
  expect(screen.getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
});

test('a tutor sees the tutor dashboard', () => {
  act(() => getSession().login('t', { ...user, user_type: 'tutor' }));
  renderWithProviders(<DashboardPage />);
  expect(screen.getByRole('heading', { name: 'Tutor Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
});

test('no stored user: "User not found. Please log in."', () => {
  renderWithProviders(<DashboardPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('User not found. Please log in.');
});

test('an unreadable stored user: "Invalid user data in local storage."', () => {
  window.localStorage.setItem('token', 't');
  window.localStorage.setItem('user', '{not json');
  act(() => getSession().setToken('t'));
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{not json' }));
  renderWithProviders(<DashboardPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid user data in local storage.');
});
