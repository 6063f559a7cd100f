import { REMOTE_NAMES, REMOTE_ROUTES, type RemoteName } from '@tutorium/shared/contracts';

export interface NavLink {
  to: string;
  label: string;
}

export const TUTOR_MENU: NavLink[] = [
  { to: '/tutors', label: 'All Tutors' },
  { to: '/tutors?type=online', label: 'Online Tutors' },
  { to: '/tutors?type=home', label: 'Home Tutors' },
  { to: '/map-search', label: 'Map Search' },
];

export const JOB_MENU: NavLink[] = [
  { to: '/jobs', label: 'All Jobs' },
  { to: '/jobs?type=online', label: 'Online Teaching' },
  { to: '/jobs?type=assignment', label: 'Assignment Jobs' },
  { to: '/job-map', label: 'Job Map' },
];

/** The remote that owns a link's first path segment, so hovering the link can preload it. */
export function remoteForLink(to: string): RemoteName | undefined {
  const segment = to.split(/[?#]/)[0]?.split('/')[1];
  return REMOTE_NAMES.find((remote) =>
    REMOTE_ROUTES[remote].some((path: string) => path.split('/')[1] === segment),
  );
}
