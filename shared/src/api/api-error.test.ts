import { ApiError, errorMessage, joinFieldErrors } from './api-error';

describe('ApiError message', () => {
  it.each([
    ['error first', { error: 'E', detail: 'D', message: 'M' }, 'E'],
    ['then detail', { detail: 'D', message: 'M' }, 'D'],
    ['then a plain string body', 'Too many attempts', 'Too many attempts'],
    ['then message', { message: 'M' }, 'M'],
    ['skipping blank fields', { error: ' ', detail: 'D' }, 'D'],
  ])('%s', (_case, body, expected) => {
    const err = new ApiError(400, body, 'Fallback');
    expect(err.message).toBe(expected);
    expect(err.serverMessage).toBe(expected);
  });

  it("falls back to the caller's text, then to the status", () => {
    expect(new ApiError(500, { other: 1 }, 'Failed to load gig.').message).toBe('Failed to load gig.');
    expect(new ApiError(502, null).message).toBe('Request failed with status 502');
    expect(new ApiError(502, null).serverMessage).toBeNull();
  });

  it('carries the status, body and code', () => {
    const body = { detail: 'Not enough points.', code: 'insufficient_points' };
    const err = new ApiError(402, body);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ name: 'ApiError', status: 402, body, code: 'insufficient_points' });
  });
});

describe('field errors', () => {
  const err = new ApiError(400, {
    email: ['Enter a valid email address.'],
    password: ['This password is too short.', 'This password is too common.'],
    code: 'invalid',
  });

  it('reads DRF-shaped { field: [messages] } bodies', () => {
    expect(err.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      password: ['This password is too short.', 'This password is too common.'],
    });
  });

  it("joins them as 'field: messages' separated by ' | '", () => {
    expect(joinFieldErrors(err)).toBe(
      'email: Enter a valid email address. | password: This password is too short. This password is too common.',
    );
  });

  it('joins to an empty string when there are none', () => {
    expect(joinFieldErrors(new ApiError(500, 'boom'))).toBe('');
    expect(joinFieldErrors(new Error('x'))).toBe('');
  });
});

describe('errorMessage', () => {
  it("returns the server's message when it gave one", () => {
    expect(errorMessage(new ApiError(400, { detail: 'Gig not found.' }), 'Failed')).toBe('Gig not found.');
  });

  it('returns the fallback otherwise', () => {
    expect(errorMessage(new ApiError(500, null), 'Failed to update gig')).toBe('Failed to update gig');
    expect(errorMessage(new TypeError('x is undefined'), 'Failed to update gig')).toBe('Failed to update gig');
  });
});
