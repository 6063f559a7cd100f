import { START_AFTER_FIRST_PAINT } from './first-paint';

/** Runs the start script against a stand-in page: what it appends, and the frames and timers it asks for. */
function start(visibilityState: 'visible' | 'hidden') {
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const page = {
    visibilityState,
    currentScript: { dataset: { src: '/main.1a2b3c4d.js' } },
    createElement: () => ({ src: '' }),
    head: { appendChild: (element: { src: string }) => appended.push(element.src) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', START_AFTER_FIRST_PAINT)(
    page, (callback: () => void) => frames.push(callback), (callback: () => void) => timers.push(callback));
  return { appended, frames, timers };
}

test("the start script runs the shell's script once the first frame is painted, not before", () => {
  const page = start('visible');
  expect(page.appended).toEqual([]);
  // The frame's callbacks run before it is painted: the script waits for the task after it.
  page.frames.forEach((frame) => frame());
  expect(page.appended).toEqual([]);
  page.timers.forEach((timer) => timer());
  expect(page.appended).toEqual(['/main.1a2b3c4d.js']);
});

test('in a hidden tab, which paints no frame, it runs the script at once', () => {
  const page = start('hidden');
  expect(page.appended).toEqual(['/main.1a2b3c4d.js']);
  expect(page.frames).toEqual([]);
});
