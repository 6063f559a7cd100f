import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.string().trim().min(1, { error: 'Please enter your email.' }) });
type Values = z.input<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

test('judges values by the schema once it has loaded, and loads it once', async () => {
  const loadSchema = jest.fn(() => Promise.resolve(schema));
  const { resolver } = lazyZodResolver(loadSchema);
  expect(loadSchema).not.toHaveBeenCalled();

  const refused = await resolver({ email: '  ' }, undefined, options);
  expect(refused.errors.email?.message).toBe('Please enter your email.');
  const accepted = await resolver({ email: ' amina@example.com ' }, undefined, options);
  expect(accepted).toEqual({ values: { email: 'amina@example.com' }, errors: {} });
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

test('preload starts the load before any validation, and validation then uses it', async () => {
  const loadSchema = jest.fn(() => Promise.resolve(schema));
  const { resolver, preload } = lazyZodResolver(loadSchema);
  preload();
  preload();
  expect(loadSchema).toHaveBeenCalledTimes(1);
  expect((await resolver({ email: 'a@b.c' }, undefined, options)).errors).toEqual({});
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

test('a load that failed refuses the form with a root error to try again, and is tried again at the next validation', async () => {
  const loadSchema = jest.fn<Promise<typeof schema>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(schema);
  const { resolver } = lazyZodResolver(loadSchema);
  await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
    values: {}, errors: { root: { type: 'load', message: 'Please try again.' } },
  });
  await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({ errors: { email: { message: 'Please enter your email.' } } });
  expect(loadSchema).toHaveBeenCalledTimes(2);
});
