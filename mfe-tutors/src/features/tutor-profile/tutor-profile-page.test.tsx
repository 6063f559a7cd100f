import { act, screen, within } from '@testing-library/react';
import { TUTOR_PATHS, type ContactUnlockReply, type Review } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, cachedPointsBalance, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aTutorProfile } from '../../tutors-kit.test-helper';
import TutorProfilePage from './tutor-profile-page';

const PROFILE = `GET ${TUTOR_PATHS.tutor(7)}`;
const UNLOCK = `POST ${TUTOR_PATHS.unlockContact(7)}`;
const REVIEWS = `GET ${TUTOR_PATHS.reviews(7)}`;
const SAVE_REVIEW = `POST ${TUTOR_PATHS.reviews(7)}`;
const FAVORITES = `GET ${TUTOR_PATHS.favorites(3)}`;

const NO_REVIEWS = { average_rating: null, count: 0, next: null, previous: null, results: [] };
const UNLOCKED: ContactUnlockReply = {
  unlocked: true, tutor_id: 7, phone: '+8801711000000', email: 'nadia@example.com', contact_info: '+8801711000000, nadia@example.com', balance: 4,
};
const aReview = (overrides: Partial<Review> = {}): Review => ({
  id: 1, tutor: 7, student: 3, student_username: 'sara', rating: 4, comment: 'Very clear.', created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z', ...overrides,
});

const asStudent = () => act(() => getSession().login('access-1', aUser({ id: 3, user_id: 3, username: 'sara', user_type: 'student' })));
const openProfile = (id = 7) => renderPage(<TutorProfilePage />, { path: '/tutors/:tutorId', route: `/tutors/${id}`, toasts: true });
const contactBox = () => screen.getByRole('region', { name: 'Contact Information' });

afterEach(() => act(() => getSession().logout()));

test('shows the profile: avatar initial, name, place, Verified Teacher, bio, education, experience, how they teach, subjects, gigs and rating', async () => {
  asStudent();
  fakeApi({ [PROFILE]: reply(200, aTutorProfile({ subjects: ['Physics', 'Mathematics'] })), [REVIEWS]: reply(200, NO_REVIEWS), [FAVORITES]: reply(200, []) });
  openProfile();
  expect(await screen.findByRole('heading', { level: 1, name: 'nadia' })).toBeInTheDocument();
  expect(screen.getByText('N')).toBeInTheDocument();
  expect(screen.getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
  expect(screen.getByText('Verified Teacher')).toBeInTheDocument();
  expect(screen.getByText('Bio').nextElementSibling).toHaveTextContent('Physics and mathematics tutor.');
  expect(screen.getByText('Education').nextElementSibling).toHaveTextContent('BSc Physics, University of Dhaka');
  expect(screen.getByText('Experience').nextElementSibling).toHaveTextContent('4 years of home tutoring');
  const modes = within(screen.getByRole('list', { name: 'How they teach' })).getAllByRole('listitem');
  expect(modes.map((item) => item.textContent)).toEqual(['Online', "At the student's home"]);
  expect(within(screen.getByRole('region', { name: 'Subjects' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Physics', 'Mathematics']);
  expect(within(screen.getByRole('region', { name: 'Gigs' })).getByRole('heading', { name: 'Physics for O levels' })).toBeInTheDocument();
  expect(screen.getByText(/Rating: 4\.3/)).toBeInTheDocument();
});

test('a tutor teaching only at their place says so; without any mode known, "Not provided"', async () => {
  asStudent();
  fakeApi({ [PROFILE]: reply(200, aTutorProfile({ teaching_modes: ['tutor_place'] })), [REVIEWS]: reply(200, NO_REVIEWS), [FAVORITES]: reply(200, []) });
  const { unmount } = openProfile();
  expect(await screen.findByRole('list', { name: 'How they teach' })).toHaveTextContent("At the tutor's place");
  unmount();
  fakeApi({ [PROFILE]: reply(200, aTutorProfile({ teaching_modes: [] })), [REVIEWS]: reply(200, NO_REVIEWS), [FAVORITES]: reply(200, []) });
  openProfile();
  await screen.findByRole('heading', { level: 1, name: 'nadia' });
  expect(screen.getByText('How they teach').nextElementSibling).toHaveTextContent('Not provided');
  expect(screen.queryByRole('list', { name: 'How they teach' })).not.toBeInTheDocument();
});

test('an unverified tutor says Not Verified', async () => {
  asStudent();
  fakeApi({ [PROFILE]: reply(200, aTutorProfile({ is_verified: false })), [REVIEWS]: reply(200, NO_REVIEWS), [FAVORITES]: reply(200, []) });
  openProfile();
  expect(await screen.findByText('Not Verified')).toBeInTheDocument();
});

test('a student unlocks the contact for 1 point: phone, e-mail and Message Tutor appear and the balance refreshes', async () => {
  asStudent();
  const api = fakeApi({ [PROFILE]: reply(200, aTutorProfile()), [REVIEWS]: reply(200, NO_REVIEWS), [FAVORITES]: reply(200, []), [UNLOCK]: reply(201, UNLOCKED) });
  const { user, client } = openProfile();
  const balance = cachedPointsBalance(client, 3);
  await screen.findByRole('heading', { level: 1, name: 'nadia' });
  expect(within(contactBox()).queryByRole('link', { name: 'Message Tutor' })).not.toBeInTheDocument();
  expect(within(contactBox()).queryByText('[Locked]')).not.toBeInTheDocument();

  await user.click(within(contactBox()).getByRole('button', { name: 'Unlock Contact (1 point)' }));
  expect(await within(contactBox()).findByText('+8801711000000')).toBeInTheDocument();
  expect(within(contactBox()).getByText('nadia@example.com')).toBeInTheDocument();
  expect(within(contactBox()).getByRole('link', { name: 'Message Tutor' })).toHaveAttribute('href', '/messages/?username=nadia');
  expect(api.calls(UNLOCK)).toHaveLength(1);
  expect(balance.invalidated()).toBe(true);
});

test('an unlocked tutor without a phone says "Contact not available" for it', async () => {
  asStudent();
  fakeApi({
    [PROFILE]: reply(200, aTutorProfile({ contact_unlocked: true, phone_number: null, email: 'nadia@example.com' })),
    [REVIEWS]: reply(200, NO_REVIEWS),
    [FAVORITES]: reply(200, []),
  });
  openProfile();
  expect(await within(await screen.findByRole('region', { name: 'Contact Information' })).findByText('Contact not available')).toBeInTheDocument();
  expect(within(contactBox()).getByRole('link', { name: 'Message Tutor' })).toBeInTheDocument();
});

test.each([
  ['a 402', reply(402, { detail: 'Not enough points.' })],
  ["a message about credit", reply(400, { error: 'Insufficient credit balance' })],
])('%s opens Not Enough Points with Buy Points to /buy-points; Cancel closes it', async (_case, failure) => {
  asStudent();
  fakeApi({ [PROFILE]: reply(200, aTutorProfile()), [REVIEWS]: reply(200, NO_REVIEWS), [FAVORITES]: reply(200, []), [UNLOCK]: failure });
  const { user } = openProfile();
  await user.click(await screen.findByRole('button', { name: 'Unlock Contact (1 point)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Not Enough Points' });
  expect(within(dialog).getByText('You need more points to unlock contact information. Please purchase points to proceed.')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('another unlock failure shows the server text, or "Failed to unlock contact info."', async () => {
  asStudent();
  const api = fakeApi({ [PROFILE]: reply(200, aTutorProfile()), [REVIEWS]: reply(200, NO_REVIEWS), [FAVORITES]: reply(200, []), [UNLOCK]: reply(500, '') });
  const { user } = openProfile();
  await user.click(await screen.findByRole('button', { name: 'Unlock Contact (1 point)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unlock contact info.');
  api.on(UNLOCK, reply(503, { detail: 'Try again in a minute.' }));
  await user.click(screen.getByRole('button', { name: 'Unlock Contact (1 point)' }));
  expect(await screen.findByText('Try again in a minute.')).toBeInTheDocument();
});

test('a tutor viewing a profile is told only students can unlock, with no unlock button, favorite or review form', async () => {
  act(() => getSession().login('access-1', aUser({ id: 9, user_id: 9, user_type: 'tutor' })));
  fakeApi({ [PROFILE]: reply(200, aTutorProfile()), [REVIEWS]: reply(200, NO_REVIEWS) });
  openProfile();
  expect(await screen.findByText('Only students can unlock tutor contact info. Please log in as a student.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unlock Contact (1 point)' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to Favorites' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('an unknown tutor says "Tutor not found."; a failed load offers Retry; no session says "Student not logged in."', async () => {
  asStudent();
  const api = fakeApi({ [PROFILE]: reply(404, { detail: 'Tutor not found.' }) });
  const { unmount } = openProfile();
  expect(await screen.findByRole('heading', { name: 'Tutor not found.' })).toBeInTheDocument();
  unmount();

  api.on(PROFILE, reply(500, { detail: 'boom' }));
  const second = openProfile();
  expect(await screen.findByText('Failed to load the tutor profile.')).toBeInTheDocument();
  api.on(PROFILE, reply(200, aTutorProfile()));
  api.on(REVIEWS, reply(200, NO_REVIEWS));
  api.on(FAVORITES, reply(200, []));
  await second.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'nadia' })).toBeInTheDocument();
  second.unmount();

  act(() => getSession().logout());
  openProfile();
  expect(screen.getByRole('alert')).toHaveTextContent('Student not logged in.');
});

test('a student who unlocked the tutor leaves a 1-5 review: the rating is required, then it shows with the new average', async () => {
  asStudent();
  const api = fakeApi({
    [PROFILE]: reply(200, aTutorProfile({ contact_unlocked: true, phone_number: '+8801711000000', email: 'nadia@example.com' })),
    [REVIEWS]: reply(200, NO_REVIEWS),
    [FAVORITES]: reply(200, []),
    [SAVE_REVIEW]: reply(201, aReview({ rating: 5, comment: 'Great teacher' })),
  });
  const { user } = openProfile();
  const form = await screen.findByRole('form', { name: 'Leave a review' });
  await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
  expect(await within(form).findByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
  expect(api.calls(SAVE_REVIEW)).toHaveLength(0);

  api.on(REVIEWS, reply(200, { ...NO_REVIEWS, average_rating: 5, count: 1, results: [aReview({ rating: 5, comment: 'Great teacher' })] }));
  await user.selectOptions(within(form).getByLabelText('Rating'), '5');
  await user.type(within(form).getByLabelText('Comment'), 'Great teacher');
  await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
  expect(api.body(SAVE_REVIEW)).toEqual({ rating: 5, comment: 'Great teacher' });
  const reviews = screen.getByRole('region', { name: 'Reviews' });
  expect(await within(reviews).findByText('Great teacher')).toBeInTheDocument();
  expect(within(reviews).getByText('Average rating: 5.0 · Reviews: 1')).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Edit your review' })).toBeInTheDocument();
});

test('a student with a review edits it; a student who has not unlocked is told to unlock first', async () => {
  asStudent();
  const api = fakeApi({
    [PROFILE]: reply(200, aTutorProfile({ contact_unlocked: true })),
    [REVIEWS]: reply(200, { ...NO_REVIEWS, average_rating: 4, count: 1, results: [aReview()] }),
    [FAVORITES]: reply(200, []),
    [SAVE_REVIEW]: reply(200, aReview({ rating: 3 })),
  });
  const { user, unmount } = openProfile();
  const form = await screen.findByRole('form', { name: 'Edit your review' });
  expect(within(form).getByLabelText('Rating')).toHaveValue('4');
  expect(within(form).getByLabelText('Comment')).toHaveValue('Very clear.');
  await user.selectOptions(within(form).getByLabelText('Rating'), '3');
  await user.click(within(form).getByRole('button', { name: 'Update Review' }));
  expect(await screen.findByText('Review updated')).toBeInTheDocument();
  expect(api.body(SAVE_REVIEW)).toEqual({ rating: 3, comment: 'Very clear.' });
  unmount();

  api.on(PROFILE, reply(200, aTutorProfile()));
  openProfile();
  expect(await screen.findByText('Unlock this tutor to leave a review.')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('the review form, below the fold, appears only once its place shows or the page is scrolled', async () => {
  // A browser's IntersectionObserver that never reports the place in view: only the scroll brings it.
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    asStudent();
    fakeApi({
      [PROFILE]: reply(200, aTutorProfile({ contact_unlocked: true })),
      [REVIEWS]: reply(200, NO_REVIEWS),
      [FAVORITES]: reply(200, []),
    });
    openProfile();
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Leave a review' })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('form', { name: 'Leave a review' })).toBeInTheDocument();
  } finally {
    globalThis.IntersectionObserver = original;
  }
});
