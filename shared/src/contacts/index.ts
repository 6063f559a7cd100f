// A tutor's contact: the box with its unlock (1 point), shown on the tutor's profile and gigs.
// It imports the rest of shared by package name, never by path: a remote bundles this module, and a
// path would give it private copies of the router and the UI instead of the page's shared ones.
export { ContactBox } from './contact-box';
export type { ContactBoxProps } from './contact-box';
export { isNotEnoughPoints, unlockContact, useUnlockContact } from './unlock-contact.api';
