import { JOB_BUDGET_TYPES, JOB_EDUCATION_LEVELS, type JobMode, type JobStatus } from '@tutorium/shared/contracts';
import type { NewJob } from '../jobs/jobs.repository';
import { ACTIVE_SUBJECTS, createRandom } from './marketplace.generator';
import type { SeedCity } from './seed-cities';

/** Demo jobs as plain data, from a seeded PRNG: the same options give the same rows. */
export interface JobsOptions {
  seed: number;
  jobs: number;
  /** How many students post them (seeded accounts without a password). */
  students: number;
  now: Date;
  /** Jobs use only these subjects; default: every active one. */
  subjects?: readonly string[];
}

export interface SeedStudent {
  username: string;
  email: string;
  firstName: string;
  city: SeedCity;
}

export interface SeedJob extends Omit<NewJob, 'subjectIds' | 'createdAt'> {
  /** Index into the students. */
  student: number;
  status: JobStatus;
  createdAt: Date;
}

const NEEDS = [
  'Need help preparing for the final exams',
  'Looking for weekly lessons to catch up with the class',
  'Want a patient tutor for my child',
  'Need help with homework and assignments',
  'Looking for an experienced teacher for university courses',
  'Need a crash course before an entrance test',
];
const DETAILS = [
  'Two or three evenings a week would suit us.',
  'Weekend classes preferred.',
  'The syllabus is the national curriculum.',
  'Please share how you usually plan the lessons.',
  'We can start right away.',
];
const MODES: ReadonlyArray<JobMode[]> = [['Online'], ['At My Place'], ['Travel to Tutor'], ['Online', 'At My Place']];
const LANGUAGES = ['English', 'Bangla', 'Hindi', 'Arabic', 'French', 'Spanish'];
const HOUR_MS = 3_600_000;

export function generateJobs(options: JobsOptions, cities: readonly SeedCity[]): { students: SeedStudent[]; jobs: SeedJob[] } {
  const random = createRandom(options.seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const subjects = options.subjects ?? ACTIVE_SUBJECTS;

  const students = Array.from({ length: options.students }, (_, index): SeedStudent => ({
    username: `student${index + 1}`,
    email: `student${index + 1}@students.seed.tutorium.local`,
    firstName: `Student ${index + 1}`,
    city: pick(cities),
  }));
  const jobs: SeedJob[] = [];
  for (let index = 0; index < options.jobs; index += 1) {
    const student = between(0, students.length - 1);
    const city = students[student]?.city ?? pick(cities);
    const jobSubjects = [...new Set([pick(subjects), ...(random() < 0.3 ? [pick(subjects)] : [])])];
    const assignment = random() < 0.2;
    const modes = assignment ? (['Online'] as JobMode[]) : pick(MODES);
    const budgetType = pick(JOB_BUDGET_TYPES);
    const state = random();
    jobs.push({
      student,
      title: `${jobSubjects.join(', ')} ${assignment ? 'assignment help' : 'tutor needed'}`,
      description: `${pick(NEEDS)} in ${jobSubjects.join(' and ')}. ${pick(DETAILS)}`,
      serviceType: assignment ? 'Assignment Help' : 'Tutoring',
      modes,
      budget: budgetType === 'Per Hour' ? between(3, 60) : between(20, 800),
      budgetType,
      totalHours: budgetType === 'Per Hour' ? null : between(4, 60),
      // A few hundred metres around the student's city, so jobs of one city are not on one spot.
      location: city.location,
      latitude: Math.round((city.latitude + (random() - 0.5) * 0.1) * 1e5) / 1e5,
      longitude: Math.round((city.longitude + (random() - 0.5) * 0.1) * 1e5) / 1e5,
      country: null,
      subjectNames: jobSubjects,
      languages: [pick(LANGUAGES)],
      educationLevel: pick(JOB_EDUCATION_LEVELS),
      genderPreference: random() < 0.2 ? pick(['Male', 'Female'] as const) : null,
      distanceKm: modes.includes('Travel to Tutor') ? between(2, 20) : null,
      phone: `+${city.dial}${String(between(100_000_000, 999_999_999))}`,
      status: state < 0.85 ? 'open' : state < 0.95 ? 'completed' : 'closed',
      createdAt: new Date(options.now.getTime() - Math.floor(random() * 60 * 24 * HOUR_MS)),
    });
  }
  return { students, jobs };
}
