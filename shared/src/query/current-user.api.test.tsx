import { act, screen } from '@testing-library/react';
import { AUTH_PATHS } from '../contracts';
import { getSession } from '../session';
import { aUser, fakeApi, renderPage, reply } from '../testing';
import { currentUserQuery, useCurrentUser } from './current-user.api';
import { sharedKeys } from '../page-state';

const ME = `GET ${AUTH_PATHS.me}`;

function Greeting() {
  const user = useCurrentUser();
  if (user.isError) return <p>failed</p>;
  return <p>{user.isSuccess ? `Hello ${user.data.username}` : 'loading'}</p>;
}

afterEach(() => act(() => getSession().logout()));

test('reads the signed-in user from the server, cached under their id', async () => {
  act(() => getSession().login('access-1', aUser({ id: 7 })));
  const api = fakeApi({ [ME]: reply(200, aUser({ id: 7, username: 'fresh' })) });
  const { client } = renderPage(<Greeting />, { path: '/' });
  expect(await screen.findByText('Hello fresh')).toBeInTheDocument();
  expect(client.getQueryData(sharedKeys.currentUser(7))).toMatchObject({ username: 'fresh' });
  expect(api.calls(ME)).toHaveLength(1);
});

test('a failure shows at once: the query never retries', async () => {
  expect(currentUserQuery(7).retry).toBe(false);
  act(() => getSession().login('access-1', aUser()));
  fakeApi({ [ME]: reply(500, { detail: 'boom' }) });
  renderPage(<Greeting />, { path: '/' });
  expect(await screen.findByText('failed')).toBeInTheDocument();
});
