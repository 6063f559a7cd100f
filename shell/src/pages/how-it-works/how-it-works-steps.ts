import { CONTACT_UNLOCK_COST } from '@tutorium/shared/contracts';
import type { Step } from '../common/step-list';
import type { ShellT } from '../common/shell-t';

/** The five steps of a student (spec: sign up, post requirements, browse tutors, buy points, learn). */
export const studentSteps = (t: ShellT): Step[] => [
  { title: t('Sign up'), text: t('Create your free student account with your e-mail address.') },
  { title: t('Post your requirements'), text: t('Describe the subject, level, schedule and budget you have in mind.') },
  { title: t('Browse tutors'), text: t('Search tutors by subject and location and compare their profiles and ratings.') },
  {
    title: t('Purchase points to contact tutors'),
    text: t("Unlocking a tutor's contact details costs {{cost}} point.", { cost: CONTACT_UNLOCK_COST }),
  },
  { title: t('Start learning'), text: t('Agree on the details with your tutor and start your lessons online or in person.') },
];

/** The five steps of a tutor (spec: register, get discovered, respond, build trust, teach). */
export const tutorSteps = (t: ShellT): Step[] => [
  { title: t('Register'), text: t('Sign up as a tutor and complete your profile with your education and experience.') },
  { title: t('Get discovered'), text: t('Publish gigs for your subjects so students can find you in search.') },
  { title: t('Respond to requirements'), text: t('Browse jobs that match your subjects and unlock the ones you want to take.') },
  { title: t('Build trust'), text: t('Verify your phone number, keep your profile up to date and earn good ratings.') },
  { title: t('Start teaching'), text: t('Agree on the details with your student and start teaching online or in person.') },
];
