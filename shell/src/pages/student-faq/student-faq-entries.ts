import { CONTACT_UNLOCK_COST, MARKETING_CLAIMS } from '@tutorium/shared/contracts';
import type { FaqEntry } from '../common/faq-page';
import type { ShellT } from '../common/shell-t';

/** The six student questions of the spec, in its order. */
export const studentFaqEntries = (t: ShellT): FaqEntry[] => [
  {
    question: t('How do I find a tutor?'),
    answer: t('Search by subject and location on the home page, or browse the tutor list and filter by subject, location and premium tutors. You can also post a requirement and let tutors come to you.'),
  },
  {
    question: t('Is Tutorium free to use?'),
    answer: t('Yes. Browsing tutors is free. You only spend points when you choose to contact a tutor.'),
  },
  {
    question: t('What subjects can I learn?'),
    answer: t('Tutors teach more than {{subjects}} subjects and {{skills}} skills in {{languages}} languages, from school subjects to music, programming and exam preparation.', {
      subjects: MARKETING_CLAIMS.subjects,
      skills: MARKETING_CLAIMS.skills,
      languages: MARKETING_CLAIMS.languages,
    }),
  },
  {
    question: t('How do I contact a tutor?'),
    answer: t("Open the tutor's profile and unlock their contact details for {{cost}} point. Once unlocked, you see their phone number and e-mail and can send them messages.", {
      cost: CONTACT_UNLOCK_COST,
    }),
  },
  {
    question: t('Are the tutors verified?'),
    answer: t("Tutors with a Verified badge have confirmed their details. Every profile shows the tutor's education, experience and rating, so you can choose with confidence."),
  },
  {
    question: t('Can I take classes offline?'),
    answer: t('Yes. Many tutors teach in person, at your home or at their place. Look for home tutors, or choose offline when you post a requirement.'),
  },
];
