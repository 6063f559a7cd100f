import { REMOTE_ROUTES, REMOTE_WIDGETS } from '@tutorium/shared/contracts';
import { routes } from './routes';

test('the admin remote has a page for every route the contract gives it, and no widgets', () => {
  expect(Object.keys(routes).sort()).toEqual([...REMOTE_ROUTES.admin].sort());
  expect(REMOTE_WIDGETS.admin).toEqual([]);
});
