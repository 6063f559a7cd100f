import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from '@tutorium/shared/router';
import { AUTH_PATHS } from '@tutorium/shared/contracts';
import { useRemoteLoader } from '@tutorium/shared/federation';
import { useSession } from '@tutorium/shared/session';
import { DropdownMenu } from './dropdown-menu';
import { LanguageSwitcher } from './language-switcher';
import { JOB_MENU, remoteForLink, TUTOR_MENU, type NavLink } from './nav-links';
import styles from './header.module.css';

// The balance reads the page's query client: TanStack Query loads with it, after the first paint.
const PointsBalance = lazy(() => import(/* webpackChunkName: "points-balance" */ './points-balance'));
// The bell holds the page's socket and the unread count; the chat remote loads only once it is opened.
const NotificationBell = lazy(() => import(/* webpackChunkName: "notification-bell" */ './notification-bell'));

/** The shared header: menus by role and login state, avatar menu, Login/Sign Up, language. */
export function Header() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const loggedIn = useSession((state) => state.token !== null);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  const loader = useRemoteLoader();

  const role = loggedIn ? user?.user_type : undefined;
  const showTutors = !loggedIn || role === 'student';
  const showJobs = !loggedIn || role === 'tutor';
  const preload = (to: string) => {
    const remote = remoteForLink(to);
    if (remote) loader.preload(remote);
  };

  const menuItems = (links: NavLink[], close: () => void) =>
    links.map((link) => (
      <li key={link.to}>
        <Link to={link.to} className={styles.menuItem} onClick={close} onMouseEnter={() => preload(link.to)} onFocus={() => preload(link.to)}>
          {t(link.label)}
        </Link>
      </li>
    ));

  // Leave the page first and end the session once home is rendered: on a guarded page, clearing
  // the session while it is still mounted would make the guard send the user to /login instead of /.
  // The local session ends before the server ends the login (whose tokens then stop working at
  // once), so nothing of the page still asks with them; it ends even if that call fails.
  const { pathname } = useLocation();
  const signingOut = useRef(false);
  // Marks the header interactive once React owns it (after hydration): what `npm run bench` times.
  const header = useRef<HTMLElement>(null);
  useEffect(() => header.current?.setAttribute('data-interactive', ''), []);
  const endSession = useCallback(() => {
    logout();
    // The API client comes with the remotes and the header's balance, not with the first render.
    void import('@tutorium/shared/api').then(({ apiFetch }) => apiFetch(AUTH_PATHS.logout, { method: 'POST' })).catch(() => undefined);
  }, [logout]);
  useEffect(() => {
    if (signingOut.current && pathname === '/') {
      signingOut.current = false;
      endSession();
    }
  }, [pathname, endSession]);
  const signOut = () => {
    if (pathname === '/') return endSession();
    signingOut.current = true;
    void navigate('/');
  };

  return (
    <header className={styles.header} ref={header}>
      <a href="#main" className={styles.skip}>{t('Skip to content')}</a>
      <Link to="/" className={styles.brand}>Tutorium</Link>
      <nav aria-label={t('Main')} className={styles.nav}>
        {showTutors && <DropdownMenu label={t('Find Tutors')}>{(close) => menuItems(TUTOR_MENU, close)}</DropdownMenu>}
        {showJobs && <DropdownMenu label={t('Find Jobs')}>{(close) => menuItems(JOB_MENU, close)}</DropdownMenu>}
        {loggedIn && (
          <RouterNavLink to="/dashboard" className={styles.navLink}>{t('dashboard', { ns: 'common' })}</RouterNavLink>
        )}
        {role === 'student' && (
          <Link to="/dashboard?post=job" className={styles.navLink} onMouseEnter={() => preload('/jobs')} onFocus={() => preload('/jobs')}>
            {t('Post Job')}
          </Link>
        )}
        {loggedIn && user?.role === 'admin' && (
          <RouterNavLink to="/admin" className={styles.navLink} onMouseEnter={() => preload('/admin')} onFocus={() => preload('/admin')}>
            {t('Admin')}
          </RouterNavLink>
        )}
      </nav>
      <div className={styles.actions}>
        {loggedIn && <Suspense fallback={null}><PointsBalance /></Suspense>}
        {loggedIn && <Suspense fallback={null}><NotificationBell /></Suspense>}
        <LanguageSwitcher />
        {loggedIn ? (
          <DropdownMenu align="end" label={<Avatar name={user?.username ?? '?'} picture={user?.profile_picture} />}>
            {(close) => (
              <>
                <li>
                  <Link to="/profile" className={styles.menuItem} onClick={close} onMouseEnter={() => preload('/profile')}>
                    {t('profile', { ns: 'common' })}
                  </Link>
                </li>
                <li>
                  <button type="button" className={styles.menuItem} onClick={() => { close(); void signOut(); }}>
                    {t('logout', { ns: 'common' })}
                  </button>
                </li>
              </>
            )}
          </DropdownMenu>
        ) : (
          <>
            <Link to="/login" className={styles.navLink} onMouseEnter={() => preload('/login')} onFocus={() => preload('/login')}>
              {t('login', { ns: 'common' })}
            </Link>
            <Link to="/signup" className={styles.primaryLink} onMouseEnter={() => preload('/signup')} onFocus={() => preload('/signup')}>
              {t('signup', { ns: 'common' })}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

function Avatar({ name, picture }: { name: string; picture?: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <span className={styles.avatar} aria-label={t('Account menu for {{name}}', { name })}>
      {picture ? <img src={picture} alt="" /> : name.charAt(0).toUpperCase()}
    </span>
  );
}
