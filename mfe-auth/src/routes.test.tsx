import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { AUTH_PATHS, REMOTE_ROUTES } from '@tutorium/shared/contracts';
import { changeLanguage } from '@tutorium/shared/i18n';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from './common/auth-test-kit.test-helper';
import { routes } from './routes';

afterEach(async () => {
  cleanup();
  act(() => getSession().logout());
  await changeLanguage('en');
});

// Lazy pages and namespaces suspend: let React settle inside act.
const renderRoute = (path: keyof typeof routes) => act(async () => {
  renderPage(createElement(routes[path]), { path });
});

describe('auth remote routes', () => {
  it('has a page for every route the contract gives the auth remote', () => {
    expect(Object.keys(routes).sort()).toEqual([...REMOTE_ROUTES.auth].sort());
  });

  it('loads the login page lazily, in French, with its own namespace', async () => {
    fakeApi();
    await changeLanguage('fr');
    await renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à Tutorium' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom d'utilisateur ou e-mail/)).toBeInTheDocument();
  });

  it('shows validation texts in the chosen language', async () => {
    fakeApi();
    await changeLanguage('es');
    await renderRoute('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar código OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Completa todos los campos obligatorios antes de enviar el código OTP');
  });

  it('reads right to left in Arabic, also on the profile', async () => {
    act(() => getSession().login('access-1', aUser({ user_type: 'tutor' })));
    fakeApi({ [`GET ${AUTH_PATHS.me}`]: reply(200, aUser({ user_type: 'tutor' })) });
    await changeLanguage('ar');
    await renderRoute('/profile');
    expect(await screen.findByRole('button', { name: 'تعديل الملف الشخصي' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'بيانات المدرّس' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
