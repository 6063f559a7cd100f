import { act, screen, within } from '@testing-library/react';
import { PROFILE_STATUS_MS, TUTOR_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, deferred } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import ProfilePage from './profile-page';
import { aTutor, EDIT, ME, renderProfile, startEditing } from './profile-test-kit.test-helper';

afterEach(() => {
  jest.useRealTimers();
  act(() => getSession().logout());
});

describe('ProfilePage: loading', () => {
  it('shows a loading state, then the profile from users/me, also in the session', async () => {
    act(() => getSession().login('access-1', aUser({ bio: 'old bio' })));
    const held = deferred<Response>();
    fakeApi({ [ME]: () => held.promise });
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading profile...');

    held.resolve(reply(200, aUser({ bio: 'fresh bio', is_premium: true })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Rahman' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('fresh bio');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(getSession().user?.bio).toBe('fresh bio');
  });

  it('asks to log in again when the profile cannot be loaded', async () => {
    act(() => getSession().login('access-1', aUser()));
    fakeApi({ [ME]: reply(500, null) });
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile. Please log in again.');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('ProfilePage: sections by role', () => {
  it('shows a student the basic information and About Me, without tutor details', async () => {
    await renderProfile(aUser());
    const basics = screen.getByRole('region', { name: 'Basic Information' });
    expect(within(basics).getByText('amina')).toBeInTheDocument();
    expect(within(basics).getByText('Student')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About Me' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tutor Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Professional Bio' })).not.toBeInTheDocument();
  });

  it('shows a tutor the tutor details, the professional bio and the verification badge', async () => {
    await renderProfile(aTutor());
    const details = await screen.findByRole('region', { name: 'Tutor Details' });
    expect(within(details).getByRole('textbox', { name: 'Education' })).toHaveValue('BSc Physics');
    expect(within(details).getByRole('textbox', { name: 'Experience' })).toHaveValue('3 years');
    expect(within(details).getByRole('textbox', { name: 'Phone number' })).toHaveValue('+8801711111111');
    expect(within(details).getByRole('textbox', { name: 'Location' })).toHaveValue('Dhaka');
    expect(within(details).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Professional Bio' })).toBeInTheDocument();
    expect(screen.getByText('Not Verified')).toBeInTheDocument();
  });

  it('shows a tutor their own rating as students see it, or that there are no reviews yet', async () => {
    const tutor = aTutor();
    const TUTOR = `GET ${TUTOR_PATHS.tutor(tutor.id)}`;
    act(() => getSession().login('access-1', tutor));
    fakeApi({ [ME]: reply(200, tutor), [TUTOR]: reply(200, { id: tutor.id, average_rating: 4.25, reviews_count: 4 }) });
    const { unmount } = renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByText('Rating: 4.3 from 4 reviews')).toBeInTheDocument();
    unmount();

    fakeApi({ [ME]: reply(200, tutor), [TUTOR]: reply(200, { id: tutor.id, average_rating: null, reviews_count: 0 }) });
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('asks nothing about ratings for a student', async () => {
    const { api } = await renderProfile(aUser());
    expect(api.calls(`GET ${TUTOR_PATHS.tutor(aUser().id)}`)).toHaveLength(0);
    expect(screen.queryByText(/reviews/)).not.toBeInTheDocument();
  });
});

describe('ProfilePage: editing', () => {
  it('is read-only until Edit Profile, which becomes Save Changes', async () => {
    const { user } = await renderProfile(aUser());
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAttribute('readonly');
    await startEditing(user);
    expect(screen.getByRole('textbox', { name: 'Bio' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('saves a tutor, updates the session and confirms for 3 s', async () => {
    jest.useFakeTimers();
    const tutor = aTutor();
    const { user, api } = await renderProfile(tutor, { fakeTimers: true });
    api.on(EDIT, reply(200, { ...tutor, education: 'MSc Physics', bio: 'Physics made simple.' }));
    await startEditing(user);
    const education = screen.getByRole('textbox', { name: 'Education' });
    await user.clear(education);
    await user.type(education, 'MSc Physics');
    await user.clear(screen.getByRole('textbox', { name: 'Bio' }));
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Physics made simple.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(api.body(EDIT)).toEqual({
      bio: 'Physics made simple.',
      education: 'MSc Physics',
      experience: '3 years',
      phone_number: '+8801711111111',
      teaching_modes: ['online'],
    });
    expect(getSession().user).toMatchObject({ education: 'MSc Physics', bio: 'Physics made simple.' });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Education' })).toHaveValue('MSc Physics');

    act(() => jest.advanceTimersByTime(PROFILE_STATUS_MS - 1));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it("shows how a tutor teaches, and sends the checked modes in the modes' order", async () => {
    const tutor = aTutor({ teaching_modes: ['online', 'tutor_place'] });
    const { user, api } = await renderProfile(tutor);
    // The view and the form (loaded with Edit Profile) each have their own boxes: asked for anew.
    const boxes = () => {
      const modes = within(screen.getByRole('region', { name: 'Tutor Details' })).getByRole('group', { name: 'How I teach' });
      return ['Online', "At the student's home", 'At my place'].map((name) => within(modes).getByRole<HTMLInputElement>('checkbox', { name }));
    };
    await screen.findByRole('region', { name: 'Tutor Details' });
    expect(boxes().map((box) => box.checked)).toEqual([true, false, true]);
    expect(boxes()[0]).toBeDisabled();

    api.on(EDIT, reply(200, { ...tutor, teaching_modes: ['student_home', 'tutor_place'] }));
    await startEditing(user);
    const [online, home] = boxes();
    expect(online).toBeEnabled();
    expect(boxes().map((box) => box.checked)).toEqual([true, false, true]);
    await user.click(home!);
    await user.click(online!);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    expect(api.body(EDIT)).toMatchObject({ teaching_modes: ['student_home', 'tutor_place'] });
    expect(boxes().map((box) => box.checked)).toEqual([false, true, true]);
    expect(getSession().user?.teaching_modes).toEqual(['student_home', 'tutor_place']);
  });

  it("sends no mode when none is checked, and shows the server's refusal", async () => {
    const { user, api } = await renderProfile(aTutor());
    api.on(EDIT, reply(400, { teaching_modes: ['Choose at least one way you teach.'] }));
    await startEditing(user);
    await user.click(screen.getByRole('checkbox', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one way you teach.');
    expect(api.body(EDIT)).toMatchObject({ teaching_modes: [] });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('sends only the bio for a student', async () => {
    const student = aUser({ bio: '' });
    const { user, api } = await renderProfile(student);
    api.on(EDIT, reply(200, { ...student, bio: 'I want to learn chemistry.' }));
    await startEditing(user);
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'I want to learn chemistry.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    expect(api.body(EDIT)).toEqual({ bio: 'I want to learn chemistry.' });
  });

  it('stays in edit mode and says why when saving fails', async () => {
    const { user, api } = await renderProfile(aTutor());
    api.on(EDIT, reply(400, { phone_number: ['Enter a valid phone number.'] }));
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('phone_number: Enter a valid phone number.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('Cancel drops the changes', async () => {
    const { user, api } = await renderProfile(aUser({ bio: 'Kept.' }));
    await startEditing(user);
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), ' Dropped.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Kept.');
    expect(api.calls(EDIT)).toHaveLength(0);
  });

  it('links to buying points', async () => {
    await renderProfile(aUser());
    expect(screen.getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/credit-purchase');
  });
});
