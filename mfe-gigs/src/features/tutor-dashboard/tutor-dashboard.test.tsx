import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { GIG_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aGig, aTutorSummary, aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { TutorGigs } from './tutor-gigs';
import { TutorSummary } from './tutor-summary';

const SUMMARY = `GET ${GIG_PATHS.summary}`;
const GIGS = `GET ${GIG_PATHS.gigs}`;
const SUBJECTS = `GET ${GIG_PATHS.subjects}`;
const CREATE = `POST ${GIG_PATHS.gigs}`;

const showSummary = () => renderPage(<TutorSummary />, { path: '/dashboard' });

beforeEach(() => act(() => getSession().login('access-1', aUser({ id: 7, user_id: 7, user_type: 'tutor' }))));
afterEach(() => act(() => getSession().logout()));

/** Opens New Gig and fills its four required fields with valid values. */
async function openFilledGigForm() {
  const { user } = showSummary();
  await user.click(await screen.findByRole('button', { name: 'New Gig' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post a Gig' });
  await user.type(within(dialog).getByLabelText(/Gig title/), 'Chemistry for A levels');
  await user.type(within(dialog).getByLabelText(/Subject/), 'Chemistry');
  await user.type(within(dialog).getByLabelText(/Description/), 'Organic chemistry with weekly papers.');
  await user.type(within(dialog).getByLabelText(/Fee details/), '4000 BDT per month');
  return { user, dialog };
}

describe('the free-gigs banner and stats', () => {
  it.each([
    [3, 'You have 3 free gigs left.'],
    [1, 'You have 1 free gig left.'],
    [0, "You've used all free gigs. New gigs will cost 1 credit each."],
  ])('with %i free gigs left says "%s"', async (freeGigsRemaining, text) => {
    fakeApi({ [SUMMARY]: reply(200, aTutorSummary({ freeGigsRemaining })) });
    showSummary();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows active gigs, completed jobs and the credit balance', async () => {
    fakeApi({ [SUMMARY]: reply(200, aTutorSummary({ activeGigs: 4, completedJobs: 2, creditBalance: 9 })) });
    showSummary();
    expect((await screen.findByText('Active gigs')).nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Completed jobs').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Credit balance').nextElementSibling).toHaveTextContent('9');
  });
});

describe('New Gig', () => {
  it('with every free gig used and no points, opens Not Enough Points with a way to buy them', async () => {
    fakeApi({ [SUMMARY]: reply(200, aTutorSummary({ freeGigsRemaining: 0, creditBalance: 0 })) });
    const { user } = showSummary();
    await user.click(await screen.findByRole('button', { name: 'New Gig' }));
    const dialog = screen.getByRole('dialog', { name: 'Not Enough Points' });
    expect(dialog).toHaveTextContent("You don't have enough points to create a new gig.");
    expect(within(dialog).getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with points left after the free gigs, opens the form', async () => {
    fakeApi({ [SUMMARY]: reply(200, aTutorSummary({ freeGigsRemaining: 0, creditBalance: 2 })), [SUBJECTS]: reply(200, []) });
    const { user } = showSummary();
    await user.click(await screen.findByRole('button', { name: 'New Gig' }));
    expect(await screen.findByRole('dialog', { name: 'Post a Gig' })).toBeInTheDocument();
  });

  it('validates after blur, enables Post Gig only when valid, and closes 1 s after "Gig created successfully!"', async () => {
    const api = fakeApi({
      [SUMMARY]: reply(200, aTutorSummary()),
      [SUBJECTS]: reply(200, [{ id: 1, name: 'Physics', is_active: true }]),
      [CREATE]: reply(201, aGig({ title: 'Chemistry for A levels', subject: 'Chemistry' })),
    });
    const { user } = showSummary();
    await user.click(await screen.findByRole('button', { name: 'New Gig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a Gig' });
    const submit = within(dialog).getByRole('button', { name: 'Post Gig' });
    expect(submit).toBeDisabled();

    const title = within(dialog).getByLabelText(/Gig title/);
    await user.click(title);
    await user.tab();
    expect(await within(dialog).findByText('Please enter a gig title')).toBeInTheDocument();

    await user.type(title, 'Chemistry for A levels');
    await user.type(within(dialog).getByLabelText(/Subject/), 'Chemistry');
    const description = within(dialog).getByLabelText(/Description/);
    await user.type(description, 'Too short');
    await user.tab();
    expect(await within(dialog).findByText('Description should be at least 20 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum 20 characters · 9/500')).toBeInTheDocument();
    await user.type(description, ', so here is more: organic chemistry.');
    await user.type(within(dialog).getByLabelText(/Fee details/), '4000 BDT per month');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await within(dialog).findByText('Gig created successfully!')).toBeInTheDocument();
    expect(api.body(CREATE)).toMatchObject({
      title: 'Chemistry for A levels', subject: 'Chemistry', fee_details: '4000 BDT per month',
      description: 'Too short, so here is more: organic chemistry.', phone: null,
    });
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 5000 });
  });

  it('an invalid optional phone does not keep Post Gig off: submitting shows its error and sends nothing', async () => {
    const api = fakeApi({ [SUMMARY]: reply(200, aTutorSummary()), [SUBJECTS]: reply(200, []), [CREATE]: reply(201, aGig()) });
    const { user, dialog } = await openFilledGigForm();
    await user.type(within(dialog).getByLabelText(/Phone/), 'call me');
    const submit = within(dialog).getByRole('button', { name: 'Post Gig' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await within(dialog).findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please fill in all required fields.')).not.toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('a session that ended while the form was open says "User not logged in or tutor ID not found." and sends nothing', async () => {
    const api = fakeApi({ [SUMMARY]: reply(200, aTutorSummary()), [SUBJECTS]: reply(200, []), [CREATE]: reply(201, aGig()) });
    const { user, dialog } = await openFilledGigForm();
    act(() => getSession().logout());
    await user.click(within(dialog).getByRole('button', { name: 'Post Gig' }));
    expect(await within(dialog).findByText('User not logged in or tutor ID not found.')).toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('a refused create shows the server detail, else "Failed to create gig. Please try again."', async () => {
    const api = fakeApi({
      [SUMMARY]: reply(200, aTutorSummary({ freeGigsRemaining: 0, creditBalance: 1 })),
      [SUBJECTS]: reply(200, []),
      [CREATE]: reply(402, { detail: "You don't have enough points to create a new gig.", code: 'insufficient_points' }),
    });
    const { user } = showSummary();
    await user.click(await screen.findByRole('button', { name: 'New Gig' }));
    const dialog = screen.getByRole('dialog', { name: 'Post a Gig' });
    await user.type(within(dialog).getByLabelText(/Gig title/), 'Biology');
    await user.type(within(dialog).getByLabelText(/Subject/), 'Biology');
    await user.type(within(dialog).getByLabelText(/Description/), 'Cells, genetics and ecology for beginners.');
    await user.type(within(dialog).getByLabelText(/Fee details/), '2000 BDT');
    await user.click(within(dialog).getByRole('button', { name: 'Post Gig' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("You don't have enough points to create a new gig.");

    api.on(CREATE, reply(500, {}));
    await user.click(within(dialog).getByRole('button', { name: 'Post Gig' }));
    expect(await within(dialog).findByText('Failed to create gig. Please try again.')).toBeInTheDocument();
  });
});

describe('the gig list', () => {
  it('lists the tutor gigs, up to the limit, each linking to its page with its status', async () => {
    fakeApi({ [GIGS]: reply(200, [aGig({ id: 1, title: 'One' }), aGig({ id: 2, title: 'Two', subject_active: false, status: 'pending' }), aGig({ id: 3, title: 'Three' })]) });
    renderPage(<TutorGigs limit={2} />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'One' })).toHaveAttribute('href', '/tutor/gig/1');
    expect(screen.getByRole('link', { name: 'Two' }).closest('li')).toHaveTextContent('Pending');
    expect(screen.queryByRole('link', { name: 'Three' })).not.toBeInTheDocument();
  });

  it('says when there is no gig yet (also when the list cannot load)', async () => {
    fakeApi({ [GIGS]: reply(500, {}) });
    renderPage(<TutorGigs />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'You have no gigs yet.' })).toBeInTheDocument();
  });
});
