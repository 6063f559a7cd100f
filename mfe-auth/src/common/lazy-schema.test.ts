import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const schema = z.object({ email: z.string().trim().min(1, { error: 'Please enter your email.' }) });
const twoProblems = z.object({
  username: z.string().min(1, { error: 'Please fill all required fields before sending OTP' }),
  password: z.string().min(1, { error: 'Please fill all required fields before sending OTP' }),
}).superRefine((_, context) => context.addIssue({ code: 'custom', path: ['password'], message: 'Passwords do not match' }));

test('judges values by the schema once it has loaded, gives its output, and loads it once', async () => {
  const loadSchema = jest.fn(() => Promise.resolve(schema));
  const { check } = lazySchema(loadSchema);
  expect(loadSchema).not.toHaveBeenCalled();
  await expect(check({ email: '  ' })).resolves.toEqual({ problem: 'Please enter your email.' });
  await expect(check({ email: ' amina@example.com ' })).resolves.toEqual({ data: { email: 'amina@example.com' } });
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

test('the problem told is the first one the schema finds', async () => {
  const { check } = lazySchema(() => Promise.resolve(twoProblems));
  await expect(check({ username: '', password: 'x' })).resolves.toEqual({ problem: 'Please fill all required fields before sending OTP' });
});

test('preload starts the load before any check, and the check then uses it', async () => {
  const loadSchema = jest.fn(() => Promise.resolve(schema));
  const { check, preload } = lazySchema(loadSchema);
  preload();
  preload();
  expect(loadSchema).toHaveBeenCalledTimes(1);
  await expect(check({ email: 'a@b.c' })).resolves.toEqual({ data: { email: 'a@b.c' } });
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

test('a load that failed asks to try again, and is tried again at the next check', async () => {
  const loadSchema = jest.fn<Promise<typeof schema>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(schema);
  const { check, preload } = lazySchema(loadSchema);
  preload(); // the failed preload itself is silent: no unhandled rejection
  await expect(check({ email: '' })).resolves.toEqual({ problem: 'Please try again.' });
  await expect(check({ email: '' })).resolves.toEqual({ problem: 'Please enter your email.' });
  await expect(check({ email: 'a@b.c' })).resolves.toEqual({ data: { email: 'a@b.c' } });
  expect(loadSchema).toHaveBeenCalledTimes(2);
});
