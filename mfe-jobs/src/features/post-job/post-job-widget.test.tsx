import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { AUTH_PATHS, GIG_PATHS, JOB_PATHS } from '@tutorium/shared/contracts';
import { sharedKeys } from '@tutorium/shared/query';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, reply } from '@tutorium/shared/testing';
import { aJob, renderAt } from '../../testing/job-builders.test-helper';
import { PostJobWidget } from './post-job-widget';

const POINTS = `GET ${GIG_PATHS.points}`;
const SUBJECTS = `GET ${GIG_PATHS.subjects}`;
const PLACES = `GET ${AUTH_PATHS.locations}`;
const CREATE = `POST ${JOB_PATHS.jobs}`;

const openDashboard = (url = '/dashboard') => renderAt(<PostJobWidget />, url);

beforeEach(() => act(() => getSession().login('access-1', aUser({ id: 40, user_id: 40, user_type: 'student' }))));
afterEach(() => act(() => getSession().logout()));

async function openForm(api: ReturnType<typeof fakeApi>) {
  const rendered = openDashboard();
  await rendered.user.click(screen.getByRole('button', { name: 'Post Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post a Job' });
  expect(api.calls(POINTS)).toHaveLength(1);
  return { ...rendered, dialog };
}

test('posts a job with every field: subjects and languages one at a time, a chosen place with coordinates; closes 1.5 s later', async () => {
  const api = fakeApi({
    [POINTS]: reply(200, { id: 40, balance: 3 }),
    [SUBJECTS]: reply(200, [{ id: 1, name: 'Mathematics', is_active: true }]),
    [PLACES]: reply(200, [{ place_id: 'p1', display_name: 'Dhanmondi, Dhaka, Bangladesh', lat: 23.74, lon: 90.37 }]),
    [CREATE]: reply(201, aJob()),
  });
  const { user, dialog, client } = await openForm(api);
  // The click's balance check left a fresh balance in the page's cache.
  const balanceStale = () => client.getQueryState(sharedKeys.pointsBalance(40))?.isInvalidated;
  expect(balanceStale()).toBe(false);

  // The form asks for the subjects once it opens.
  const subject = await within(dialog).findByRole('combobox', { name: /Subjects/ });
  await user.type(subject, 'Mathematics{Enter}');
  await user.type(subject, '  mathematics {Enter}');
  await user.type(subject, '   {Enter}');
  await user.type(subject, 'Physics');
  await user.click(within(dialog).getByRole('button', { name: 'Add Subject' }));
  expect(within(dialog).getByRole('list', { name: 'Subjects' }).children).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: 'Remove Physics' }));
  await user.type(subject, 'Higher Math{Enter}');

  await user.type(within(dialog).getByLabelText(/Description/), 'Algebra for class 9.');
  await user.selectOptions(within(dialog).getByLabelText(/Education level/), 'Secondary');
  await user.selectOptions(within(dialog).getByLabelText(/Service type/), 'Assignment Help');
  expect(within(dialog).queryByLabelText('Distance (km)')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Online' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Travel to Tutor' }));
  await user.type(within(dialog).getByLabelText('Distance (km)'), '7');
  await user.type(within(dialog).getByLabelText(/Budget \(USD\)/), '15');
  await user.selectOptions(within(dialog).getByLabelText('Budget type'), 'Per Hour');
  await user.type(within(dialog).getByLabelText('Total hours'), '24');
  await user.type(within(dialog).getByRole('combobox', { name: /Location/ }), 'Dhanm');
  await user.click(await within(dialog).findByRole('option', { name: 'Dhanmondi, Dhaka, Bangladesh' }));
  await user.selectOptions(within(dialog).getByLabelText('Country'), 'Bangladesh');
  await user.type(within(dialog).getByLabelText(/Phone/), '+8801711222333');
  await user.selectOptions(within(dialog).getByLabelText('Gender preference'), 'Female');
  const languages = within(dialog).getByRole('textbox', { name: 'Languages' });
  await user.type(languages, 'Bangla{Enter}');
  await user.type(languages, 'BANGLA{Enter}');
  await user.type(languages, 'English{Enter}');

  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  expect(await within(dialog).findByText('Job posted successfully!')).toBeInTheDocument();
  expect(api.body(CREATE)).toEqual({
    location: 'Dhanmondi, Dhaka, Bangladesh', latitude: 23.74, longitude: 90.37, phone: '+8801711222333',
    description: 'Algebra for class 9.', subjects: ['Mathematics', 'Higher Math'], educationLevel: 'Secondary',
    serviceType: 'Assignment Help', mode: ['Online', 'Travel to Tutor'], distance: 7, budget: 15, budgetType: 'Per Hour',
    totalHours: 24, genderPreference: 'Female', languages: ['Bangla', 'English'], country: 'Bangladesh',
  });
  expect(balanceStale()).toBe(true);
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 3000 });
});

test('every required field says what is missing after blur, and nothing is sent', async () => {
  const api = fakeApi({ [POINTS]: reply(200, { id: 40, balance: 1 }), [SUBJECTS]: reply(200, []) });
  const { user, dialog } = await openForm(api);
  await user.click(within(dialog).getByLabelText(/Description/));
  await user.tab();
  expect(await within(dialog).findByText('Please enter a description.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  for (const text of ['Please enter a location.', 'Please enter a phone number.', 'Please choose an education level.', 'Please fill in all required fields.']) {
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  }
  // Subjects, modes and budget are optional: they say nothing.
  expect(within(dialog).queryByText('Add at least one subject.')).not.toBeInTheDocument();
  expect(within(dialog).queryByText('Choose at least one mode.')).not.toBeInTheDocument();
  expect(within(dialog).queryByText('Please enter a budget.')).not.toBeInTheDocument();
  expect(api.calls(CREATE)).toHaveLength(0);
});

test('only location, phone, description and education level are marked required; a job with just those is sent without subjects, modes nor budget', async () => {
  const api = fakeApi({ [POINTS]: reply(200, { id: 40, balance: 1 }), [SUBJECTS]: reply(200, []), [PLACES]: reply(200, []), [CREATE]: reply(201, aJob()) });
  const { user, dialog } = await openForm(api);
  for (const field of [within(dialog).getByRole('combobox', { name: /Location/ }), within(dialog).getByLabelText(/Description/),
    within(dialog).getByLabelText(/Education level/), within(dialog).getByLabelText(/Phone/)]) expect(field).toBeRequired();
  for (const field of [within(dialog).getByLabelText(/Subjects/, { selector: 'input' }), within(dialog).getByLabelText(/Budget \(USD\)/),
    ...within(dialog).getAllByRole('checkbox')]) expect(field).not.toBeRequired();
  expect(within(dialog).getByText('Leave empty if negotiable.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('combobox', { name: /Location/ }), 'Mirpur');
  await user.type(within(dialog).getByLabelText(/Description/), 'Physics help.');
  await user.selectOptions(within(dialog).getByLabelText(/Education level/), 'Bachelor');
  await user.type(within(dialog).getByLabelText(/Phone/), '01711222333');
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  expect(await within(dialog).findByText('Job posted successfully!')).toBeInTheDocument();
  expect(api.body(CREATE)).toEqual({
    location: 'Mirpur', latitude: null, longitude: null, phone: '01711222333', description: 'Physics help.', educationLevel: 'Bachelor',
    serviceType: 'Tutoring', distance: null, totalHours: null, genderPreference: null, languages: [], country: null,
  });
});

test('numeric fields take numbers only; a typed place without a choice sends no coordinates and the distance only with Travel to Tutor', async () => {
  const api = fakeApi({ [POINTS]: reply(200, { id: 40, balance: 1 }), [SUBJECTS]: reply(200, []), [PLACES]: reply(200, []), [CREATE]: reply(201, aJob()) });
  const { user, dialog } = await openForm(api);
  await user.type(within(dialog).getByLabelText(/Budget \(USD\)/), 'ten');
  await user.type(within(dialog).getByLabelText('Total hours'), '-3');
  await user.tab();
  expect(await within(dialog).findByText('Please enter a number.')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter a number of 0 or more.')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter a number of 0 or more.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText(/Budget \(USD\)/));
  await user.type(within(dialog).getByLabelText(/Budget \(USD\)/), '500');
  await user.clear(within(dialog).getByLabelText('Total hours'));
  await user.type(within(dialog).getByLabelText(/Subjects/, { selector: 'input' }), 'Physics{Enter}');
  await user.type(within(dialog).getByLabelText(/Description/), 'Mechanics.');
  await user.selectOptions(within(dialog).getByLabelText(/Education level/), 'PhD');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Travel to Tutor' }));
  await user.type(within(dialog).getByLabelText('Distance (km)'), '9');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Travel to Tutor' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'At My Place' }));
  await user.type(within(dialog).getByRole('combobox', { name: /Location/ }), 'Sylhet');
  await user.type(within(dialog).getByLabelText(/Phone/), 'call me');
  await user.tab();
  expect(await within(dialog).findByText('Enter a valid phone number.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText(/Phone/));
  await user.type(within(dialog).getByLabelText(/Phone/), '01711222333');
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
  expect(api.body(CREATE)).toMatchObject({ location: 'Sylhet', latitude: null, longitude: null, mode: ['At My Place'], distance: null, budget: 500, totalHours: null, country: null, genderPreference: null, languages: [] });
});

test('the form offers the option lists of the spec', async () => {
  const api = fakeApi({ [POINTS]: reply(200, { id: 40, balance: 1 }), [SUBJECTS]: reply(200, []) });
  const { dialog } = await openForm(api);
  const options = (label: RegExp | string) => within(within(dialog).getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
  expect(options('Budget type')).toEqual(['Fixed', 'Per Hour', 'Per Month', 'Per Week', 'Per Year']);
  expect(options(/Education level/)).toEqual(['Select education level', 'Primary', 'Secondary', 'Higher Secondary', 'Bachelor', 'Masters', 'PhD']);
  expect(options('Country')).toEqual(['Any country', 'Bangladesh', 'India', 'USA', 'UK', 'Canada']);
  expect(options('Gender preference')).toEqual(['No preference', 'Male', 'Female']);
  expect(options(/Service type/)).toEqual(['Tutoring', 'Assignment Help']);
  expect(within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent?.trim())).toEqual(['Online', 'At My Place', 'Travel to Tutor']);
});

test('at 0 points the insufficient-points modal opens instead of the form', async () => {
  fakeApi({ [POINTS]: reply(200, { id: 40, balance: 0 }) });
  const { user } = openDashboard();
  await user.click(screen.getByRole('button', { name: 'Post Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Not Enough Points' });
  expect(dialog).toHaveTextContent("You don't have enough points to post a new job.");
  expect(within(dialog).getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
  expect(screen.queryByRole('dialog', { name: 'Post a Job' })).not.toBeInTheDocument();
});

test('a 402 from the server (the balance ran out meanwhile) also opens the insufficient-points modal', async () => {
  const api = fakeApi({
    [POINTS]: reply(200, { id: 40, balance: 1 }), [SUBJECTS]: reply(200, []), [PLACES]: reply(200, []),
    [CREATE]: reply(402, { detail: "You don't have enough points to post a new job." }),
  });
  const { user, dialog } = await openForm(api);
  await user.type(within(dialog).getByLabelText(/Subjects/, { selector: 'input' }), 'Physics{Enter}');
  await user.type(within(dialog).getByLabelText(/Description/), 'Mechanics.');
  await user.selectOptions(within(dialog).getByLabelText(/Education level/), 'PhD');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Online' }));
  await user.type(within(dialog).getByLabelText(/Budget \(USD\)/), '5');
  await user.type(within(dialog).getByRole('combobox', { name: /Location/ }), 'Online');
  await user.type(within(dialog).getByLabelText(/Phone/), '01711222333');
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  expect(await screen.findByRole('dialog', { name: 'Not Enough Points' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Post a Job' })).not.toBeInTheDocument();
});

test('another failure shows the server detail, else "Failed to post job. Please try again."', async () => {
  const api = fakeApi({ [POINTS]: reply(200, { id: 40, balance: 1 }), [SUBJECTS]: reply(200, []), [PLACES]: reply(200, []), [CREATE]: reply(500, {}) });
  const { user, dialog } = await openForm(api);
  await user.type(within(dialog).getByLabelText(/Subjects/, { selector: 'input' }), 'Physics{Enter}');
  await user.type(within(dialog).getByLabelText(/Description/), 'Mechanics.');
  await user.selectOptions(within(dialog).getByLabelText(/Education level/), 'PhD');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Online' }));
  await user.type(within(dialog).getByLabelText(/Budget \(USD\)/), '5');
  await user.type(within(dialog).getByRole('combobox', { name: /Location/ }), 'Online');
  await user.type(within(dialog).getByLabelText(/Phone/), '01711222333');
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  expect(await within(dialog).findByText('Failed to post job. Please try again.')).toBeInTheDocument();
  api.on(CREATE, reply(403, { detail: 'Only students can post jobs.' }));
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  expect(await within(dialog).findByText('Only students can post jobs.')).toBeInTheDocument();
});

test('/dashboard?post=job opens the form on arrival (the header\'s Post Job)', async () => {
  fakeApi({ [POINTS]: reply(200, { id: 40, balance: 2 }), [SUBJECTS]: reply(200, []) });
  openDashboard('/dashboard?post=job');
  expect(await screen.findByRole('dialog', { name: 'Post a Job' })).toBeInTheDocument();
});
