import { act, screen, within } from '@testing-library/react';
import { NOTIFICATION_PATHS } from '@tutorium/shared/contracts';
import { changeLanguage } from '@tutorium/shared/i18n';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, installFakeSocket, renderPage, reply } from '@tutorium/shared/testing';
import { aMessage, aNotification, aPage } from '../../testing/chat-builders.test-helper';
import { NotificationBell } from './notification-bell';
import { NotificationPanel } from './notification-panel';
import NotificationsPage from './notifications-page';
import '../../register-namespace';

const UNREAD = `GET ${NOTIFICATION_PATHS.unread}`;
const LIST = `GET ${NOTIFICATION_PATHS.list}`;
const MARK_READ = `POST ${NOTIFICATION_PATHS.markRead}`;

let socket: ReturnType<typeof installFakeSocket>;

beforeEach(() => {
  socket = installFakeSocket();
  act(() => getSession().login('access-1', aUser()));
});
afterEach(() => act(() => getSession().logout()));

describe('the bell', () => {
  const showBell = () => renderPage(<NotificationBell />, { path: '/dashboard' });

  it('shows the unread count; opening it lists the latest with View all, marks all read and sets the count to 0', async () => {
    const api = fakeApi({
      [UNREAD]: reply(200, aPage([aNotification()], { count: 3 })),
      [LIST]: reply(200, aPage([aNotification({ id: 3, message: 'Your job was unlocked by karim' }), aNotification({ id: 2, message: 'Payment credited: 50 points', is_read: true })], { count: 12 })),
      [MARK_READ]: reply(200, { marked: 3, unread_count: 0 }),
    });
    const { user } = showBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(api.query(UNREAD).get('page')).toBe('1');

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('Your job was unlocked by karim')).toBeInTheDocument();
    expect(within(panel).getByText('Payment credited: 50 points')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications');
    expect(api.calls(MARK_READ)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    expect(api.query(LIST).get('page_size')).toBe('5');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and does not mark anything read', async () => {
    const api = fakeApi({ [UNREAD]: reply(200, aPage([])), [LIST]: reply(200, aPage([])) });
    const { user } = showBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(api.calls(MARK_READ)).toHaveLength(0);
  });

  it('holds the page socket open and shows notifications pushed live, without a reload', async () => {
    const pushed = [aNotification({ id: 10, message: 'Gig approved: Chemistry' }), aNotification({ id: 9, message: 'New job posted: Physics in Dhaka' })];
    fakeApi({ [UNREAD]: reply(200, aPage([], { count: 0 })), [LIST]: reply(200, aPage(pushed)), [MARK_READ]: reply(200, { marked: 0, unread_count: 0 }) });
    const { user } = showBell();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(socket.latest().url).toBe('ws://localhost/ws/chat/7/?token=access-1');
    socket.open();
    socket.receive({ type: 'notification.new', notification: pushed[1]!, unread_count: 1 });
    socket.receive({ type: 'notification.new', notification: pushed[0]!, unread_count: 2 });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('New job posted: Physics in Dhaka')).toBeInTheDocument();

    socket.receive({ type: 'notification.new', notification: aNotification({ id: 11, message: 'New message from karim' }), unread_count: 1 });
    await within(panel).findByText('New message from karim');
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('New message from karim');
  });

  it('shows no count when the count cannot load', async () => {
    fakeApi({ [UNREAD]: reply(500, {}) });
    showBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('the panel the shell\'s bell opens', () => {
  it('lists the latest with View all, and following one closes the bell', async () => {
    fakeApi({ [LIST]: reply(200, aPage([aNotification({ id: 3, type: 'job-unlocked', message: 'A tutor unlocked your job: Physics', payload: { job_id: 8, title: 'Physics' } })])) });
    const onClose = jest.fn();
    const { user } = renderPage(<NotificationPanel onClose={onClose} />, { path: '/dashboard' });
    await user.click(await screen.findByRole('link', { name: 'A tutor unlocked your job: Physics' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Now at /jobs/8')).toBeInTheDocument();
  });
});

describe('/notifications', () => {
  it('lists all notifications a page at a time, with the page in the URL', async () => {
    const api = fakeApi({
      [LIST]: (request) => new URL(request.url, 'http://localhost').searchParams.get('page') === '2'
        ? reply(200, aPage([aNotification({ id: 1, message: 'Oldest one' })], { count: 21, previous: '/api/notifications/?page=1' }))
        : reply(200, aPage([aNotification({ id: 21, message: 'Newest one' })], { count: 21, next: '/api/notifications/?page=2' })),
    });
    const { user } = renderPage(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText('Newest one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Oldest one')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.query(LIST, 1).get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Newest one')).toBeInTheDocument();
  });

  it('shows each notification in the reader\'s language, leading to what it is about', async () => {
    fakeApi({
      [LIST]: reply(200, aPage([
        aNotification({ id: 5, type: 'job-unlocked', message: 'A tutor unlocked your job: Physics', payload: { job_id: 8, title: 'Physics' } }),
        aNotification({ id: 4, type: 'chat-message', message: 'New message from karim', payload: { conversation_id: 2, username: 'karim' } }),
        aNotification({ id: 3, type: 'gig-approved', message: 'Your gig was approved: Chemistry', payload: { gig_id: 6, title: 'Chemistry' } }),
        aNotification({ id: 2, type: 'payment-credited', message: 'Payment received: 55 points added to your balance.', payload: { points: 55 } }),
        aNotification({ id: 6, type: 'payment-credited', message: 'Payment received: you are a Premium User!', payload: { premium_expires: '2026-12-25T10:00:00.000Z' } }),
        aNotification({ id: 7, type: 'contact-unlocked', message: 'rahim unlocked your contact', payload: { student_id: 3, username: 'rahim' } }),
        aNotification({ id: 8, type: 'review-received', message: 'rahim reviewed you: 4 of 5', payload: { tutor_id: 21, student_id: 3, username: 'rahim', rating: 4 } }),
        aNotification({ id: 1, type: 'something-new', message: 'Stored sentence', payload: {} }),
      ])),
    });
    await act(() => changeLanguage('fr'));
    try {
      renderPage(<NotificationsPage />, { path: '/notifications' });
      expect(await screen.findByRole('link', { name: 'Un tuteur a débloqué votre offre : Physics' })).toHaveAttribute('href', '/jobs/8#applicants');
      expect(screen.getByRole('link', { name: 'Nouveau message de karim' })).toHaveAttribute('href', '/messages');
      expect(screen.getByRole('link', { name: 'Votre gig a été approuvé : Chemistry' })).toHaveAttribute('href', '/gigs/6');
      expect(screen.getByRole('link', { name: '55 points ont été ajoutés à votre solde.' })).toHaveAttribute('href', '/buy-points');
      expect(screen.getByRole('link', { name: 'Paiement reçu : vous êtes un utilisateur Premium !' })).toHaveAttribute('href', '/buy-premium');
      expect(screen.getByRole('link', { name: 'rahim a débloqué vos coordonnées' })).toHaveAttribute('href', '/messages');
      expect(screen.getByRole('link', { name: 'rahim vous a laissé un avis : 4 sur 5' })).toHaveAttribute('href', '/tutors/21');
      expect(screen.getByText('Stored sentence')).not.toHaveAttribute('href');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('tells of administrators\' decisions: a rejected subject, verification, a resolved report, a removed job', async () => {
    fakeApi({
      [LIST]: reply(200, aPage([
        aNotification({ id: 9, type: 'subject-rejected', message: 'x', payload: { subject_id: 4, name: 'Astrology', reason: 'Not taught here' } }),
        aNotification({ id: 10, type: 'verification-decided', message: 'x', payload: { status: 'approved', reason: null } }),
        aNotification({ id: 11, type: 'verification-decided', message: 'x', payload: { status: 'revoked', reason: 'Forged diploma' } }),
        aNotification({ id: 12, type: 'report-resolved', message: 'x', payload: { report_id: 3, status: 'refunded', points: 5, reason: 'Fake job' } }),
        aNotification({ id: 13, type: 'report-resolved', message: 'x', payload: { report_id: 4, status: 'dismissed', points: 0, reason: 'The student answered' } }),
        aNotification({ id: 14, type: 'job-removed', message: 'x', payload: { job_id: 8, title: 'Physics', points: 2, reason: 'Fake' } }),
      ])),
    });
    await act(() => changeLanguage('fr'));
    try {
      renderPage(<NotificationsPage />, { path: '/notifications' });
      expect(await screen.findByRole('link', { name: 'La matière « Astrology » n’a pas été approuvée : Not taught here' })).toHaveAttribute('href', '/dashboard');
      expect(screen.getByRole('link', { name: 'Vous êtes maintenant un Enseignant vérifié.' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('link', { name: 'Votre badge Enseignant vérifié a été retiré : Forged diploma' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('link', { name: 'Votre signalement a été retenu : 5 points ont été remboursés. Fake job' })).toHaveAttribute('href', '/buy-points');
      expect(screen.getByText('Votre signalement a été rejeté : The student answered')).not.toHaveAttribute('href');
      expect(screen.getByRole('link', { name: 'Une offre que vous avez débloquée a été retirée car fausse : Physics. 2 points ont été remboursés.' })).toHaveAttribute('href', '/buy-points');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('says when there is nothing (also when the list cannot load)', async () => {
    fakeApi({ [LIST]: reply(500, {}) });
    renderPage(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByRole('heading', { name: 'No notifications yet.' })).toBeInTheDocument();
  });
});

describe('messages that arrive away from /messages', () => {
  it('are acknowledged as delivered by the bell, once each', async () => {
    fakeApi({ [UNREAD]: reply(200, aPage([], { count: 0 })) });
    renderPage(<NotificationBell />, { path: '/dashboard' });
    await screen.findByRole('button', { name: 'Notifications' });
    socket.open();
    socket.receive({ type: 'chat.message', message: aMessage({ id: 41, sender: 21 }) });
    socket.receive({ type: 'chat.message', message: aMessage({ id: 41, sender: 21 }) });
    socket.receive({ type: 'chat.message', message: aMessage({ id: 42, sender: 7, conversation_id: 1 }) });
    expect(socket.sent()).toEqual([{ type: 'chat.delivered', message_id: 41 }]);
  });
});
