import { act, screen, within } from '@testing-library/react';
import { AUTH_PATHS, SUGGESTION_BLUR_CLOSE_MS, type LocationSuggestion } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { reply } from '../../common/auth-test-kit.test-helper';
import { aTutor, EDIT, renderProfile, startEditing } from './profile-test-kit.test-helper';
import { LOCATION_LOOKUP_DELAY_MS } from '@tutorium/shared/places';

const LOCATIONS = `GET ${AUTH_PATHS.locations}`;
const place = (id: number, name: string): LocationSuggestion => ({ place_id: `p${id}`, display_name: name, lat: 23 + id / 10, lon: 90 + id / 10 });
const CHITTAGONG = place(1, 'Chittagong, Chattogram Division, Bangladesh');
const PLACES = [CHITTAGONG, ...[2, 3, 4, 5, 6, 7].map((id) => place(id, `Chittagong area ${id}`))];

const location = () => screen.getByRole('combobox', { name: 'Location' });
const waitForLookup = () => act(() => jest.advanceTimersByTime(LOCATION_LOOKUP_DELAY_MS));

async function editTutor() {
  const tutor = aTutor();
  const rendered = await renderProfile(tutor, { fakeTimers: true });
  rendered.api.on(LOCATIONS, reply(200, PLACES));
  rendered.api.on(EDIT, reply(200, tutor));
  await startEditing(rendered.user);
  await rendered.user.clear(location());
  return rendered;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  act(() => getSession().logout());
});

describe('Location suggestions', () => {
  it('are not looked up before 3 characters', async () => {
    const { user, api } = await editTutor();
    await user.type(location(), 'Ch');
    await waitForLookup();
    expect(api.calls(LOCATIONS)).toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('are looked up from 3 characters with limit 5, and at most 5 are shown', async () => {
    const { user, api } = await editTutor();
    await user.type(location(), 'Chi');
    await waitForLookup();

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent(CHITTAGONG.display_name);
    expect(location()).toHaveAttribute('aria-expanded', 'true');
    const url = new URL(api.calls(LOCATIONS)[0]?.url ?? '', 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Chi', limit: '5' });
  });

  it('saves the chosen place with its coordinates', async () => {
    const { user, api } = await editTutor();
    await user.type(location(), 'Chitt');
    await waitForLookup();
    await user.click(await screen.findByRole('option', { name: CHITTAGONG.display_name }));

    expect(location()).toHaveValue(CHITTAGONG.display_name);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    expect(api.body(EDIT)).toMatchObject({ location: CHITTAGONG.display_name, latitude: CHITTAGONG.lat, longitude: CHITTAGONG.lon });
  });

  it('can be chosen with the arrow keys and Enter', async () => {
    const { user } = await editTutor();
    await user.type(location(), 'Chitt');
    await waitForLookup();
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getByRole('option', { selected: true })).toHaveTextContent('Chittagong area 2');
    await user.keyboard('{Enter}');
    expect(location()).toHaveValue('Chittagong area 2');
  });

  it('clearing the text clears the chosen place', async () => {
    const { user, api } = await editTutor();
    await user.type(location(), 'Chitt');
    await waitForLookup();
    await user.click(await screen.findByRole('option', { name: CHITTAGONG.display_name }));
    await user.clear(location());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    expect(api.body(EDIT)).toMatchObject({ location: null, latitude: null, longitude: null });
  });

  it('closes 200 ms after the field loses focus', async () => {
    const { user } = await editTutor();
    await user.type(location(), 'Chitt');
    await waitForLookup();
    await screen.findAllByRole('option');
    await user.tab();
    act(() => jest.advanceTimersByTime(SUGGESTION_BLUR_CLOSE_MS - 1));
    expect(screen.getAllByRole('option')).toHaveLength(5);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('leaves the location out of the save when it was not touched', async () => {
    const tutor = aTutor();
    const { user, api } = await renderProfile(tutor, { fakeTimers: true });
    api.on(EDIT, reply(200, tutor));
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    expect(api.body(EDIT)).not.toHaveProperty('location');
    expect(api.body(EDIT)).not.toHaveProperty('latitude');
  });
});
