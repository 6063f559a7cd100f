import fs from 'node:fs';
import path from 'node:path';
import { GUARDED_ROUTES, pathMatches, REMOTE_NAMES, REMOTE_ROUTES, SHELL_ROUTES } from '../shared/src/contracts/routes';

// The views the budgets hold (`npm run bench` measures them, e2e/tests/page-weight.spec.ts holds each
// to its limit) cover every route of the contracts: a new route is weighed from the day it lands.
const { views } = JSON.parse(fs.readFileSync(path.join(__dirname, 'page-budgets.json'), 'utf8'));
const ROUTES = [
  ...SHELL_ROUTES.map((pattern) => ({ pattern, app: 'shell' })),
  ...REMOTE_NAMES.flatMap((app) => REMOTE_ROUTES[app].map((pattern) => ({ pattern, app }))),
];
const viewsOf = (pattern) => views.filter((view) => pathMatches([pattern], view.route));

describe.each(ROUTES)('$pattern', ({ pattern, app }) => {
  it(`is weighed signed in${pathMatches(GUARDED_ROUTES, pattern) ? '' : ' and logged out'}, as a page of ${app}`, () => {
    const of = viewsOf(pattern);
    expect(of.map((view) => view.app)).toEqual(of.map(() => app));
    expect(of.some((view) => view.signedIn)).toBe(true);
    // A guarded page sends visitors who are not signed in to /login, which has its own view.
    expect(of.some((view) => !view.signedIn)).toBe(!pathMatches(GUARDED_ROUTES, pattern));
    if (app === 'admin') expect(of.some((view) => view.as === 'demo_admin')).toBe(true);
  });
});

it('holds every view within the 177.6 KiB of the single-bundle app this one replaces, its target within its limit', () => {
  for (const view of views) {
    expect(view.limitKib).toBeLessThanOrEqual(177.6);
    expect(view.targetKib).toBeLessThanOrEqual(view.limitKib);
  }
});
