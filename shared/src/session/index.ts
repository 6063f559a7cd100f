export { getSession, getSessionStore, type SessionState, type SessionStatus, type SessionStore } from './session.store';
export { useSession } from './use-session';
export { isUser, type User, type UserType } from './user';
