// A tutor's contact: the box with its unlock (1 point), shown on the tutor's profile and gigs.
export { ContactBox } from './contact-box';
export type { ContactBoxProps } from './contact-box';
export { isNotEnoughPoints, unlockContact, useUnlockContact } from './unlock-contact.api';
