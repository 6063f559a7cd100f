import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AUTH_PATHS, SUGGESTION_BLUR_CLOSE_MS, type LocationSuggestion } from '../contracts';
import { fakeApi, renderPage, reply } from '../testing';
import { LocationField, type LocationFieldProps } from './location-field';
import { LOCATION_LOOKUP_DELAY_MS } from './use-location-suggestions';

const LOCATIONS = `GET ${AUTH_PATHS.locations}`;
const place = (id: number, name: string): LocationSuggestion => ({ place_id: `p${id}`, display_name: name, lat: 23 + id / 10, lon: 90 + id / 10 });
const CHITTAGONG = place(1, 'Chittagong, Chattogram Division, Bangladesh');
const PLACES = [CHITTAGONG, ...[2, 3, 4, 5, 6, 7].map((id) => place(id, `Chittagong area ${id}`))];

type Props = Partial<Omit<LocationFieldProps, 'value'>> & { initial?: string };

/** The field as a form holds it: the text is the form's, a chosen place replaces it. */
function Form({ initial = '', onChoose, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <LocationField
      value={value}
      onType={setValue}
      {...props}
      onChoose={(chosen) => {
        setValue(chosen.display_name);
        onChoose?.(chosen);
      }}
    />
  );
}

function open(props: Props = {}) {
  const api = fakeApi({ [LOCATIONS]: reply(200, PLACES) });
  const rendered = renderPage(<Form {...props} />, { path: '/', fakeTimers: true });
  return { ...rendered, api };
}

const box = (name = 'Location') => screen.getByRole('combobox', { name });
const waitForLookup = () => act(() => jest.advanceTimersByTime(LOCATION_LOOKUP_DELAY_MS));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('is a Location combobox with the lookup hint', () => {
  open();
  expect(box()).toHaveAccessibleDescription('Type at least 3 characters, then choose a place.');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
});

test('looks nothing up before 3 characters, nor for the value it starts with', async () => {
  const { user, api } = open({ initial: 'Chittagong' });
  await waitForLookup();
  await user.clear(box());
  await user.type(box(), 'Ch');
  await waitForLookup();
  expect(api.calls(LOCATIONS)).toHaveLength(0);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('looks up from 3 characters with limit 5, once typing pauses, and shows at most 5', async () => {
  const { user, api } = open();
  await user.type(box(), 'Chi');
  expect(api.calls(LOCATIONS)).toHaveLength(0);
  await waitForLookup();
  const options = await screen.findAllByRole('option');
  expect(options).toHaveLength(5);
  expect(options[0]).toHaveTextContent(CHITTAGONG.display_name);
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('listbox', { name: 'Location suggestions' })).toBeVisible();
  expect(Object.fromEntries(api.query(LOCATIONS))).toEqual({ q: 'Chi', limit: '5' });
});

test('a click chooses a place, with its coordinates, and closes the list', async () => {
  const onChoose = jest.fn();
  const { user } = open({ onChoose });
  await user.type(box(), 'Chitt');
  await waitForLookup();
  await user.click(await screen.findByRole('option', { name: CHITTAGONG.display_name }));
  expect(onChoose).toHaveBeenCalledWith(CHITTAGONG);
  expect(box()).toHaveValue(CHITTAGONG.display_name);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('the arrow keys and Enter choose a place', async () => {
  const { user } = open();
  await user.type(box(), 'Chitt');
  await waitForLookup();
  await screen.findAllByRole('option');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(within(screen.getByRole('listbox')).getByRole('option', { selected: true })).toHaveTextContent('Chittagong area 2');
  await user.keyboard('{Enter}');
  expect(box()).toHaveValue('Chittagong area 2');
});

test('the list closes 200 ms after the box loses focus, which the form hears of', async () => {
  const onBlur = jest.fn();
  const { user } = open({ onBlur });
  await user.type(box(), 'Chitt');
  await waitForLookup();
  await screen.findAllByRole('option');
  await user.tab();
  expect(onBlur).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(SUGGESTION_BLUR_CLOSE_MS - 1));
  expect(screen.getAllByRole('option')).toHaveLength(5);
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('a failed lookup only means no suggestions', async () => {
  const { user, api } = open();
  api.on(LOCATIONS, reply(500, { detail: 'boom' }));
  await user.type(box(), 'Dhaka');
  await waitForLookup();
  expect(api.calls(LOCATIONS)).toHaveLength(1);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(box()).toHaveValue('Dhaka');
});

test('takes a label, a placeholder and the required mark; read-only it has no hint', () => {
  const { unmount } = open({ label: 'Place', placeholder: 'City or area', required: true });
  expect(box('Place')).toHaveAttribute('placeholder', 'City or area');
  expect(box('Place')).toBeRequired();
  unmount();
  open({ initial: 'Dhaka', readOnly: true });
  expect(box()).toHaveAttribute('readonly');
  expect(box()).not.toHaveAccessibleDescription();
});
