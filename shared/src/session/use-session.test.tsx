import { act, render, screen } from '@testing-library/react';
import { getSession } from './session.store';
import { useSession } from './use-session';
import { aUser } from './user.test-helper';

function Greeting() {
  const username = useSession((s) => s.user?.username);
  const status = useSession((s) => s.status);
  return <p>{status === 'authenticated' ? `Hello ${username}` : 'Please log in'}</p>;
}

describe('useSession', () => {
  afterEach(() => getSession().logout());

  it('re-renders when the session changes, including from non-React code', () => {
    render(<Greeting />);
    expect(screen.getByText('Please log in')).toBeInTheDocument();

    act(() => getSession().login('access-1', aUser({ username: 'karim' })));
    expect(screen.getByText('Hello karim')).toBeInTheDocument();

    act(() => getSession().logout());
    expect(screen.getByText('Please log in')).toBeInTheDocument();
  });
});
