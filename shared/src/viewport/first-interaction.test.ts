import { firstInteraction } from './first-interaction';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

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

test('stops listening once it has resolved', async () => {
  const removed = jest.spyOn(window, 'removeEventListener');
  await Promise.all([firstInteraction(), Promise.resolve().then(() => window.dispatchEvent(new Event('scroll')))]);
  expect(removed.mock.calls.map(([type]) => type)).toEqual(['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']);
  removed.mockRestore();
});
