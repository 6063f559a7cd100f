import { CURRENCY, PREMIUM_PRICE_BDT, TERMS } from '@tutorium/shared/contracts';
import type { LegalSection } from '../common/legal-document';
import type { ShellT } from '../common/shell-t';

/** The terms of service: at least 18, points non-refundable, disputes within 30 days (spec). */
export const termsSections = (t: ShellT): LegalSection[] => [
  {
    title: t('Acceptance of these terms'),
    paragraphs: [t('By creating an account or using Tutorium you agree to these terms. If you do not agree, please do not use the service.')],
  },
  {
    title: t('Eligibility'),
    paragraphs: [
      t('You must be at least {{age}} years old to use Tutorium.', { age: TERMS.minimumAge }),
      t('Learners under {{age}} may use Tutorium only through an account held by a parent or guardian.', { age: TERMS.minimumAge }),
    ],
  },
  {
    title: t('Your account'),
    paragraphs: [t('Keep your login details secret and your profile information accurate. You are responsible for everything done with your account.')],
  },
  {
    title: t('Points and payments'),
    paragraphs: [
      t('Points (credits) are bought through an external payment gateway. They are used to unlock contact details and jobs, post jobs, create extra gigs and boost gigs.'),
      t('Points are non-refundable and cannot be exchanged for money.'),
      t('Premium membership costs {{price}} {{currency}} for one month.', { price: PREMIUM_PRICE_BDT, currency: CURRENCY }),
    ],
  },
  {
    title: t('Tutors and students'),
    paragraphs: [
      t('Tutorium connects students and tutors but is not a party to the lessons they agree on. Students and tutors agree on fees, schedules and places between themselves.'),
      t('Tutors are responsible for the accuracy of their profiles and gigs.'),
    ],
  },
  {
    title: t('Acceptable use'),
    paragraphs: [
      t('Do not post false, offensive or illegal content, harass other users, or share contact details in ways that get around unlocking. We may remove content and suspend accounts that break these rules.'),
    ],
  },
  {
    title: t('Disputes'),
    paragraphs: [
      t('Disputes must be reported within {{days}} days of the event they concern.', { days: TERMS.disputeDays }),
      t('Report a dispute through the Contact page with as much detail as you can. We review every report and answer by e-mail.'),
    ],
  },
  {
    title: t('Changes to these terms'),
    paragraphs: [t('We may update these terms. We announce important changes on the website; using Tutorium after a change means you accept it.')],
  },
];
