import { act, screen, within } from '@testing-library/react';
import { GIG_PATHS, LOCKED_CONTACT, TUTOR_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aGig, aRank, aUser, cachedPointsBalance, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import GigDetailPage from './gig-detail-page';

const GIG = `GET ${GIG_PATHS.gig(11)}`;
const RANK = `GET ${GIG_PATHS.rank(11)}`;
const PREDICT = `GET ${GIG_PATHS.predictedRank(11)}`;
const BOOST = `POST ${GIG_PATHS.boost(11)}`;
const UPDATE = `PUT ${GIG_PATHS.gig(11)}`;
const UNLOCK = `POST ${TUTOR_PATHS.unlockContact(7)}`;

const openGig = (route = '/tutor/gig/11') =>
  renderPage(<GigDetailPage />, { path: route.startsWith('/gigs/') ? '/gigs/:id' : '/tutor/gig/:id', route, toasts: true });
const asOwner = () => act(() => getSession().login('access-1', aUser({ id: 7, user_id: 7, user_type: 'tutor' })));

afterEach(() => act(() => getSession().logout()));

test('shows the gig: title, description and the grid of phone, education, experience, fees and subject', async () => {
  fakeApi({ [GIG]: reply(200, aGig()), [RANK]: reply(200, aRank()) });
  openGig('/gigs/11');
  expect(await screen.findByRole('heading', { level: 1, name: 'Physics for O levels' })).toBeInTheDocument();
  expect(screen.getByText('Mechanics, waves and electricity with weekly practice papers.')).toBeInTheDocument();
  for (const [label, value] of [['Phone', '+8801711000000'], ['Education', 'BSc Physics, University of Dhaka'],
    ['Experience', '4 years of home tutoring'], ['Fee details', '3000 BDT per month, 3 days a week'], ['Subject', 'Physics']]) {
    expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
  }
  expect(screen.getByText('Active')).toBeInTheDocument();
});

test("shows the Verified Teacher badge beside a verified tutor's name, and none for the others", async () => {
  fakeApi({ [GIG]: reply(200, aGig({ teacher_verified: true })) });
  const { unmount } = openGig('/gigs/11');
  await screen.findByRole('heading', { level: 1, name: 'Physics for O levels' });
  expect(screen.getByText('Verified Teacher')).toBeInTheDocument();
  unmount();

  fakeApi({ [GIG]: reply(200, aGig({ teacher_verified: false })) });
  openGig('/gigs/11');
  await screen.findByRole('heading', { level: 1, name: 'Physics for O levels' });
  expect(screen.queryByText('Verified Teacher')).not.toBeInTheDocument();
});

test('someone else sees it read only: no Edit Gig, no rank or boost', async () => {
  act(() => getSession().login('access-1', aUser({ id: 99, user_id: 99, user_type: 'student' })));
  const api = fakeApi({ [GIG]: reply(200, aGig()) });
  openGig('/gigs/11');
  await screen.findByRole('heading', { level: 1, name: 'Physics for O levels' });
  expect(screen.queryByRole('button', { name: 'Edit Gig' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Boost Gig' })).not.toBeInTheDocument();
  expect(api.calls(RANK)).toHaveLength(0);
});

test('a pending gig says so and offers neither rank nor boost', async () => {
  asOwner();
  const api = fakeApi({ [GIG]: reply(200, aGig({ status: 'pending', subject_active: false })) });
  openGig();
  expect(await screen.findByText('This gig is not yet active. Boost and rank info will be available once approved.')).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Current Gig Rank' })).not.toBeInTheDocument();
  expect(api.calls(RANK)).toHaveLength(0);
});

test('an unknown gig shows Gig Not Found', async () => {
  fakeApi({ [GIG]: reply(404, { detail: 'Not found.' }) });
  openGig();
  expect(await screen.findByRole('heading', { name: 'Gig Not Found' })).toBeInTheDocument();
  expect(screen.getByText("The gig you're looking for doesn't exist or may have been removed.")).toBeInTheDocument();
});

test('a failed load says "Failed to load gig details" (the tutor view: "Failed to load gig."), then Gig Not Found', async () => {
  fakeApi({ [GIG]: reply(500, { detail: 'boom' }) });
  const { unmount } = openGig('/gigs/11');
  expect(await screen.findByText('Failed to load gig details')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Gig Not Found' })).toBeInTheDocument();
  unmount();
  openGig('/tutor/gig/11');
  expect(await screen.findByText('Failed to load gig.')).toBeInTheDocument();
});

test('the owner sees the current rank, predicts with points and boosts: rank updates, field and prediction clear', async () => {
  asOwner();
  const api = fakeApi({
    [GIG]: reply(200, aGig()),
    [RANK]: reply(200, aRank({ rank: 3, total: 12 })),
    [PREDICT]: reply(200, { predicted_rank: 1, total: 12 }),
    [BOOST]: reply(200, { rank: 1, total: 12, subject: 'Physics', points_spent: 4, balance: 1 }),
  });
  const { user, client } = openGig();
  expect(await screen.findByText('#3 of 12 in Physics')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Points'), '4');
  await user.click(screen.getByRole('button', { name: 'Predict Rank' }));
  expect(await screen.findByText('Predicted rank: #1 of 12')).toBeInTheDocument();
  expect(api.query(PREDICT).get('points')).toBe('4');

  const balance = cachedPointsBalance(client, 7);
  await user.click(screen.getByRole('button', { name: 'Boost Gig' }));
  expect(await screen.findByText('Gig boosted successfully')).toBeInTheDocument();
  expect(api.body(BOOST)).toEqual({ points: 4 });
  // The header's balance is asked again.
  expect(balance.invalidated()).toBe(true);
  expect(screen.getByText('#1 of 12 in Physics')).toBeInTheDocument();
  expect(screen.getByLabelText('Points')).toHaveValue(null);
  expect(screen.queryByText(/Predicted rank/)).not.toBeInTheDocument();
});

test('boosting: an invalid number is refused before calling, a server refusal shows its detail', async () => {
  asOwner();
  const api = fakeApi({
    [GIG]: reply(200, aGig()),
    [RANK]: reply(200, aRank()),
    [BOOST]: reply(402, { detail: "You don't have enough points for this.", code: 'insufficient_points' }),
  });
  const { user } = openGig();
  await screen.findByText('#3 of 12 in Physics');
  await user.click(screen.getByRole('button', { name: 'Boost Gig' }));
  expect(await screen.findByText('Please enter a valid number of points.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Predict Rank' }));
  expect(api.calls(PREDICT)).toHaveLength(0);

  await user.type(screen.getByLabelText('Points'), '50');
  await user.click(screen.getByRole('button', { name: 'Boost Gig' }));
  expect(await screen.findByText("You don't have enough points for this.")).toBeInTheDocument();
});

test('rank and prediction failures are told, and the rank block says there is no data', async () => {
  asOwner();
  fakeApi({ [GIG]: reply(200, aGig()), [RANK]: reply(500, {}), [PREDICT]: reply(500, {}) });
  const { user } = openGig();
  expect(await screen.findByText('Failed to fetch current rank')).toBeInTheDocument();
  expect(screen.getByText('No rank data available')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Points'), '2');
  await user.click(screen.getByRole('button', { name: 'Predict Rank' }));
  expect(await screen.findByText('Failed to fetch predicted rank')).toBeInTheDocument();
});

test('the owner edits: Cancel leaves it as it was; Save Changes sends the fields and shows the saved gig', async () => {
  asOwner();
  const api = fakeApi({
    [GIG]: reply(200, aGig()),
    [RANK]: reply(200, aRank()),
    [UPDATE]: reply(200, aGig({ title: 'Physics and Maths for O levels' })),
  });
  const { user } = openGig();
  await user.click(await screen.findByRole('button', { name: 'Edit Gig' }));
  // The form's code loads once Edit Gig is chosen.
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  // From now on the server holds the saved gig: the page reloads it after saving.
  api.on(GIG, reply(200, aGig({ title: 'Physics and Maths for O levels' })));
  expect(screen.getByRole('heading', { level: 1, name: 'Physics for O levels' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Gig' }));
  const form = await screen.findByRole('form', { name: 'Edit Gig' });
  const title = within(form).getByLabelText(/Gig title/);
  await user.clear(title);
  await user.type(title, 'Physics and Maths for O levels');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Gig updated successfully')).toBeInTheDocument();
  expect(api.body(UPDATE)).toMatchObject({ title: 'Physics and Maths for O levels', subject: 'Physics', fee_details: '3000 BDT per month, 3 days a week' });
  expect(screen.getByRole('heading', { level: 1, name: 'Physics and Maths for O levels' })).toBeInTheDocument();
});

test('a refused save shows the server detail and stays in edit mode', async () => {
  asOwner();
  fakeApi({ [GIG]: reply(200, aGig()), [RANK]: reply(200, aRank()), [UPDATE]: reply(403, { detail: 'You can only change your own gigs.' }) });
  const { user } = openGig();
  await user.click(await screen.findByRole('button', { name: 'Edit Gig' }));
  await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('You can only change your own gigs.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Edit Gig' })).toBeInTheDocument();
});

describe('a student on a gig reaches its tutor', () => {
  const asStudent = () => act(() => getSession().login('access-1', aUser({ id: 99, user_id: 99, user_type: 'student' })));
  const lockedGig = aGig({ phone: LOCKED_CONTACT, contact_info: LOCKED_CONTACT });
  const contactBox = () => screen.getByRole('region', { name: 'Contact Information' });

  test("sees the tutor's name linking to the profile and the locked contact box, never the placeholder text", async () => {
    asStudent();
    fakeApi({ [GIG]: reply(200, lockedGig) });
    openGig('/gigs/11');
    expect(await screen.findByRole('link', { name: 'nadia' })).toHaveAttribute('href', '/tutors/7');
    expect(within(contactBox()).getByRole('button', { name: 'Unlock Contact (1 point)' })).toBeInTheDocument();
    expect(screen.queryByText(LOCKED_CONTACT)).not.toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  });

  test('unlocks the tutor from the gig: the contact and Message Tutor appear, and the balance is asked again', async () => {
    asStudent();
    const api = fakeApi({ [GIG]: reply(200, lockedGig) });
    const { user, client } = openGig('/gigs/11');
    await screen.findByRole('button', { name: 'Unlock Contact (1 point)' });
    const balance = cachedPointsBalance(client, 99);
    api.on(UNLOCK, reply(201, { unlocked: true, tutor_id: 7, phone: '+8801711000000', email: 'nadia@example.com', contact_info: 'Phone: +8801711000000 | Email: nadia@example.com', balance: 4 }));
    api.on(GIG, reply(200, aGig({ contact_info: 'Phone: +8801711000000 | Email: nadia@example.com' })));
    await user.click(screen.getByRole('button', { name: 'Unlock Contact (1 point)' }));
    expect(await within(contactBox()).findByText('Phone: +8801711000000 | Email: nadia@example.com')).toBeInTheDocument();
    expect(within(contactBox()).getByRole('link', { name: 'Message Tutor' })).toHaveAttribute('href', '/messages/?username=nadia');
    expect(api.calls(UNLOCK)).toHaveLength(1);
    expect(balance.invalidated()).toBe(true);
  });

  test('a short balance opens Not Enough Points with Buy Points to /buy-points', async () => {
    asStudent();
    const api = fakeApi({ [GIG]: reply(200, lockedGig) });
    const { user } = openGig('/gigs/11');
    api.on(UNLOCK, reply(402, { detail: 'Not enough points.' }));
    await user.click(await screen.findByRole('button', { name: 'Unlock Contact (1 point)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not Enough Points' });
    expect(within(dialog).getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
  });

  test('the tutor who owns the gig sees no contact box', async () => {
    asOwner();
    fakeApi({ [GIG]: reply(200, aGig()), [RANK]: reply(200, aRank()) });
    openGig();
    await screen.findByRole('heading', { level: 1, name: 'Physics for O levels' });
    expect(screen.queryByRole('region', { name: 'Contact Information' })).not.toBeInTheDocument();
  });
});
