import { deferredHealth, type RemoteHealth } from './remote-health';

test('what the areas tell before the reporter has arrived is passed on, in order, once it has', async () => {
  const told: string[] = [];
  const reporter: RemoteHealth = { viewed: (remote) => told.push(`view ${remote}`), failed: (remote) => told.push(`failed ${remote}`) };
  let arrive: (health: RemoteHealth) => void = () => undefined;
  const load = jest.fn(() => new Promise<RemoteHealth>((resolve) => (arrive = resolve)));
  const health = deferredHealth(load);
  health.viewed('jobs');
  health.failed('jobs', new Error('x'));
  expect(told).toEqual([]);
  arrive(reporter);
  await Promise.resolve();
  health.viewed('tutors');
  expect(told).toEqual(['view jobs', 'failed jobs', 'view tutors']);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a reporter that cannot be loaded is given up quietly', async () => {
  const health = deferredHealth(() => Promise.reject(new Error('offline')));
  health.viewed('jobs');
  await Promise.resolve();
  await Promise.resolve();
  expect(() => health.failed('jobs', new Error('x'))).not.toThrow();
});
