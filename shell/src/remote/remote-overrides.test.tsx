import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { REMOTE_OVERRIDES_STORAGE_KEY } from '@tutorium/shared/contracts';
import { FORCED_CANARIES_STORAGE_KEY, type RemotesListing } from '@tutorium/shared/federation';
import { i18n } from '@tutorium/shared/i18n';
import { RemoteOverrides, RemotesListingContext } from './remote-overrides';

const LOCAL = 'http://localhost:3003/mf-manifest.json';

async function renderWith(listing: RemotesListing) {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RemotesListingContext.Provider value={Promise.resolve(listing)}>
          <RemoteOverrides />
        </RemotesListingContext.Provider>
      </I18nextProvider>,
    );
  });
}

beforeEach(() => window.history.replaceState(null, '', '/?overrides'));
afterEach(() => window.history.replaceState(null, '', '/'));

test('where the server does not allow overrides, a stored one shows nothing and ?overrides opens no panel', async () => {
  window.localStorage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, JSON.stringify({ jobs: LOCAL }));
  await renderWith({ remotes: { jobs: '/remotes/jobs/mf-manifest.json' }, overridesAllowed: false });
  expect(screen.queryByText(/Remote override active/)).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('where it does, the banner names the override and ?overrides opens the panel with the released build as a hint', async () => {
  window.localStorage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, JSON.stringify({ jobs: LOCAL }));
  await renderWith({ remotes: { jobs: '/remotes/jobs/mf-manifest.json' }, overridesAllowed: true });
  expect(screen.getByRole('status')).toHaveTextContent(`Remote override active: jobs → ${LOCAL}`);
  const panel = await screen.findByRole('dialog', { name: 'Remote overrides' });
  expect(panel).toBeInTheDocument();
  expect(screen.getByLabelText('Manifest URL for jobs')).toHaveValue(LOCAL);
  expect(screen.getByLabelText('Manifest URL for chat')).toHaveValue('');
});

test('QA forces a canary for their own browser from the panel', async () => {
  const user = userEvent.setup();
  // Saving reloads the page, which jsdom does not do (it says so on the console).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderWith({ remotes: { jobs: '/remotes/jobs/mf-manifest.json' }, overridesAllowed: true });
  await screen.findByRole('dialog', { name: 'Remote overrides' });
  await user.click(screen.getByRole('checkbox', { name: 'Use the canary of jobs' }));
  await user.click(screen.getByRole('button', { name: 'Save and reload' }));
  expect(window.localStorage.getItem(FORCED_CANARIES_STORAGE_KEY)).toBe('jobs');
  jest.restoreAllMocks();
});

test('a forced canary shows in the banner, and Reset overrides clears it too', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.setItem(FORCED_CANARIES_STORAGE_KEY, 'jobs');
  window.history.replaceState(null, '', '/');
  await renderWith({ remotes: { jobs: '/remotes/jobs/mf-manifest.json' }, overridesAllowed: true });
  expect(screen.getByRole('status')).toHaveTextContent('Canary forced: jobs');
  expect(screen.getByRole('status')).not.toHaveTextContent('Remote override active');
  await user.click(screen.getByRole('button', { name: 'Reset overrides' }));
  expect(window.localStorage.getItem(FORCED_CANARIES_STORAGE_KEY)).toBeNull();
  jest.restoreAllMocks();
});
