import { BUCKET_STORAGE_KEY, browserBucket, readForcedCanaries, remotesListingUrl, takeForcedCanaries } from './canary';

beforeEach(() => window.localStorage.clear());

test('a browser draws its bucket once and keeps it across page loads', () => {
  expect(browserBucket(window.localStorage, () => 0.379)).toBe(37);
  expect(browserBucket(window.localStorage, () => 0.9)).toBe(37);
  expect(window.localStorage.getItem(BUCKET_STORAGE_KEY)).toBe('37');
});

test('a tampered or out-of-range bucket is drawn again; the highest draw stays in range', () => {
  for (const stored of ['100', '-1', '3.5', 'x']) {
    window.localStorage.setItem(BUCKET_STORAGE_KEY, stored);
    expect(browserBucket(window.localStorage, () => 0.5)).toBe(50);
  }
  window.localStorage.clear();
  expect(browserBucket(window.localStorage, () => 0.99999999)).toBe(99);
  expect(browserBucket(null, () => 0)).toBe(0);
});

test('?canary=jobs forces that canary for this browser from then on; ?canary= clears it', () => {
  expect(takeForcedCanaries('?canary=mfe-jobs,tutors,billing', window.localStorage)).toEqual(['tutors', 'jobs']);
  expect(takeForcedCanaries('', window.localStorage)).toEqual(['tutors', 'jobs']);
  expect(takeForcedCanaries('?canary=', window.localStorage)).toEqual([]);
  expect(readForcedCanaries(window.localStorage)).toEqual([]);
});

test('/remotes.json is asked for with the bucket, and the forced canaries when there are any', () => {
  expect(remotesListingUrl(7, [])).toBe('/remotes.json?bucket=7');
  expect(remotesListingUrl(7, ['jobs', 'chat'])).toBe('/remotes.json?bucket=7&canary=jobs%2Cchat');
});
