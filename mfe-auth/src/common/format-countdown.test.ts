import { formatCountdown } from './format-countdown';

test.each([
  [300, '05:00'],
  [299, '04:59'],
  [61, '01:01'],
  [9, '00:09'],
  [0, '00:00'],
  [-3, '00:00'],
])('%i seconds show as %s', (seconds, shown) => {
  expect(formatCountdown(seconds)).toBe(shown);
});
