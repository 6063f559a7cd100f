import { REMOTE_ROUTES, REMOTE_WIDGETS } from '@tutorium/shared/contracts';
import { routes } from './routes';
import { widgets } from './widgets';

test('the jobs remote has a page for every route and a widget for every name the contract gives it', () => {
  expect(Object.keys(routes).sort()).toEqual([...REMOTE_ROUTES.jobs].sort());
  expect(Object.keys(widgets).sort()).toEqual([...REMOTE_WIDGETS.jobs].sort());
});
