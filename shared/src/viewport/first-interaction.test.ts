import { hasSettled as settled } from '../testing';
import { firstInteraction } from './first-interaction';

test('waits while nothing happens on the page, and resolves at the first key, pointer or focus', async () => {
  const waiting = firstInteraction();
  expect(await settled(waiting)).toBe(false);
  document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
  expect(await settled(waiting)).toBe(true);
});

test.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'wheel', 'scroll'])('%s counts as an interaction, even on an element that stops it', async (type) => {
  const button = document.createElement('button');
  button.addEventListener(type, (event) => event.stopPropagation());
  document.body.append(button);
  const waiting = firstInteraction();
  button.dispatchEvent(new Event(type, { bubbles: true }));
  expect(await settled(waiting)).toBe(true);
  button.remove();
});

test('stops listening once it has resolved: every listener it added is removed, as it was added', async () => {
  const added = jest.spyOn(window, 'addEventListener');
  const removed = jest.spyOn(window, 'removeEventListener');
  const waiting = firstInteraction();
  window.dispatchEvent(new Event('scroll'));
  await waiting;
  const key = ([type, listener, options]: unknown[]) => [type, listener, typeof options === 'boolean' ? options : (options as { capture?: boolean }).capture === true];
  expect(added.mock.calls).toHaveLength(7);
  expect(removed.mock.calls.map(key)).toEqual(added.mock.calls.map(key));
  added.mockRestore();
  removed.mockRestore();
});
