import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('hydrates prerendered signed-out HTML without a mismatch, then shows the stored session', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    expect(container).toHaveTextContent('Please log in');
    // A returning visitor: the page's store starts from what localStorage holds.
    window.localStorage.setItem('token', 'access-1');
    window.localStorage.setItem('user', JSON.stringify(aUser({ username: 'karim' })));
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('@tutorium/shared/session')];

    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(container).toHaveTextContent('Hello karim');
    expect(recoverableErrors).toEqual([]);
  });
});
