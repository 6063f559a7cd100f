import { FREE_GIGS_PER_TUTOR } from '@tutorium/shared/contracts';
import type { Step } from '../common/step-list';
import type { ShellT } from '../common/shell-t';

/** The five steps of the guide (spec: profile, preferences, leads, teaching, reputation). */
export const guideSteps = (t: ShellT): Step[] => [
  { title: t('Create your profile'), text: t('Sign up as a tutor and add your education, experience, location and a short bio.') },
  {
    title: t('Set your preferences'),
    text: t('Publish gigs for the subjects you teach, with your fees and whether you teach online or in person. Your first {{free}} gigs are free.', {
      free: FREE_GIGS_PER_TUTOR,
    }),
  },
  { title: t('Get student leads'), text: t('See jobs that match your subjects and unlock the ones you want with points.') },
  { title: t('Start teaching'), text: t('Chat with the student, agree on a schedule and give your first lesson.') },
  { title: t('Build your reputation'), text: t('Good lessons bring good ratings, and good ratings bring more students.') },
];

/** Practical tips that help tutors win and keep students. */
export const successTips = (t: ShellT): string[] => [
  t('Use a clear profile photo and write a bio that says who you teach and how.'),
  t('Verify your phone number so students know you are real.'),
  t('Write specific gig titles, such as "IELTS speaking practice for beginners".'),
  t('Reply to students quickly; the first tutor to answer often gets the job.'),
  t('Boost your best gig with points to rank higher in its subject.'),
  t('Keep your fees and availability up to date.'),
];
