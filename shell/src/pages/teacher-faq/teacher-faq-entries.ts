import { CURRENCY, EXTRA_GIG_COST, FREE_GIGS_PER_TUTOR, PREMIUM_PRICE_BDT } from '@tutorium/shared/contracts';
import type { FaqEntry } from '../common/faq-page';
import type { ShellT } from '../common/shell-t';

/** Questions tutors ask about gigs, points, boosting, unlocking jobs and premium. */
export const teacherFaqEntries = (t: ShellT): FaqEntry[] => [
  {
    question: t('How do I become a tutor on Tutorium?'),
    answer: t('Sign up with your e-mail, choose Tutor as your account type and complete your profile with your education, experience and location.'),
  },
  {
    question: t('What is a gig?'),
    answer: t('A gig is your tutoring offer: a title, a description, your fees and the subject you teach. Students find you through your gigs.'),
  },
  {
    question: t('How many gigs can I create for free?'),
    answer: t('Your first {{free}} gigs are free. Each gig after that costs {{cost}} point.', { free: FREE_GIGS_PER_TUTOR, cost: EXTRA_GIG_COST }),
  },
  {
    question: t('What are points and how do I get them?'),
    answer: t('Points, also called credits, pay for actions such as unlocking jobs and boosting gigs. Buy them in credit packages; larger packages include bonus points. Points do not expire and are non-refundable.'),
  },
  {
    question: t('How does boosting a gig work?'),
    answer: t('Spend points on a gig to move it up among the gigs of its subject. Use Predict Rank to see where a boost would place your gig before you spend anything.'),
  },
  {
    question: t('How do I unlock a job?'),
    answer: t("Open the job and unlock it for the points it shows. You need an active gig whose subject matches the job. Once unlocked, you see the student's phone number and can chat with them."),
  },
  {
    question: t('Why is my gig pending?'),
    answer: t('If you typed a subject that is not on our list yet, the gig stays pending until the subject is approved. Rank and boost become available after approval.'),
  },
  {
    question: t('What does premium membership give me?'),
    answer: t('Premium costs {{price}} {{currency}} per month. Premium tutors get a gold badge, are listed first, and enjoy priority support and exclusive features.', {
      price: PREMIUM_PRICE_BDT,
      currency: CURRENCY,
    }),
  },
];
