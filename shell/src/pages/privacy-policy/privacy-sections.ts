import type { LegalSection } from '../common/legal-document';
import type { ShellT } from '../common/shell-t';

/** What Tutorium collects, why, and what users can do about it. */
export const privacySections = (t: ShellT): LegalSection[] => [
  {
    title: t('Information we collect'),
    paragraphs: [
      t('Account details you give us: name, username, e-mail address and account type, and for tutors also education, experience, location and phone number.'),
      t('Content you create: job posts, gigs, messages and ratings.'),
      t('Payment records such as transaction IDs and amounts. Card details are handled by the payment gateway and never reach us.'),
    ],
  },
  {
    title: t('How we use your information'),
    paragraphs: [
      t('To run your account, show your profile and gigs to students, match jobs with tutors, deliver messages and notifications, process payments and keep the platform secure.'),
    ],
  },
  {
    title: t('Contact details'),
    paragraphs: [
      t("Your phone number and e-mail address stay hidden from other users until they unlock them with points. A job's phone number is shown only to tutors who have unlocked the job."),
    ],
  },
  {
    title: t('Cookies and local storage'),
    paragraphs: [
      t("We keep your sign-in token, your user details and your language choice in your browser's local storage, and a secure cookie keeps you signed in. We do not use advertising cookies."),
    ],
  },
  {
    title: t('Sharing your information'),
    paragraphs: [
      t('We do not sell your personal data. We share it only with services that help us run Tutorium, such as the payment gateway and e-mail and messaging providers, and when the law requires it.'),
    ],
  },
  {
    title: t('Security'),
    paragraphs: [t('Passwords are stored hashed, connections are encrypted, and access to personal data is limited to what each feature needs.')],
  },
  {
    title: t('Your rights'),
    paragraphs: [t('You can view and update your profile at any time. To get a copy of your data or to delete your account, write to us through the Contact page.')],
  },
  {
    title: t('Changes to this policy'),
    paragraphs: [t('We post any change to this policy on this page and tell you about important ones.')],
  },
];
