import type { TeachingMode } from '@tutorium/shared/contracts';
import type { SeedCity } from './seed-cities';

/**
 * The demo marketplace as plain data, from a seeded PRNG: the same options give the same rows.
 * Dates are offsets from `now`, so a seeded database always looks recently active.
 */

export interface MarketplaceOptions {
  seed: number;
  tutors: number;
  gigsPerTutor: { min: number; max: number };
  /** Gigs use only these subjects (the benchmark puts every gig in one); default: every active one. */
  gigSubjects?: readonly string[];
  now: Date;
}

export interface SeedTutor {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  education: string;
  experience: string;
  city: SeedCity;
  phone: string | null;
  isVerified: boolean;
  premiumExpires: Date | null;
  joined: Date;
  teachingModes: TeachingMode[];
}

export interface SeedGig {
  tutor: number;
  subject: string;
  title: string;
  description: string;
  feeDetails: string;
  education: string | null;
  experience: string | null;
  message: string | null;
  boostPoints: number;
  createdAt: Date;
}

export const ACTIVE_SUBJECTS: readonly string[] = [
  'Mathematics', 'Higher Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'English Literature', 'Bangla',
  'Hindi', 'Urdu', 'Arabic', 'French', 'Spanish', 'German', 'Chinese (Mandarin)', 'Japanese', 'ICT', 'Computer Science',
  'Programming (Python)', 'Web Development', 'Data Science', 'Statistics', 'Accounting', 'Finance', 'Economics',
  'Business Studies', 'Marketing', 'History', 'Geography', 'Civics', 'Sociology', 'Psychology', 'Philosophy',
  'Political Science', 'Law', 'Islamic Studies', 'General Science', 'Environmental Science', 'Agriculture',
  'Electrical Engineering', 'Mechanical Engineering', 'Civil Engineering', 'Architecture', 'Graphic Design',
  'Drawing and Painting', 'Music (Guitar)', 'Music (Piano)', 'Singing', 'Dance', 'Public Speaking', 'IELTS Preparation',
  'SAT Preparation', 'GRE Preparation', 'Admission Test Preparation', 'BCS Preparation', 'Quran Recitation',
  'Handwriting', 'Chess', 'Yoga', 'Photography', 'Medical Admission (MCAT)', 'Nursing',
];

/** Subjects typed by tutors that wait for an administrator. */
export const PENDING_SUBJECTS: readonly string[] = ['Drone Photography', 'Vedic Maths', 'Speed Cubing', 'Calligraphy (Arabic)'];

const FIRST_NAMES = [
  'Ayesha', 'Rahim', 'Karim', 'Nusrat', 'Tanvir', 'Farhana', 'Arif', 'Sadia', 'Imran', 'Mithila', 'Priya', 'Rohan',
  'Ananya', 'Vikram', 'Sana', 'Bilal', 'Fatima', 'Omar', 'Emily', 'James', 'Olivia', 'Daniel', 'Sophie', 'Lucas',
  'Maria', 'Carlos', 'Chloe', 'Hugo', 'Mei', 'Wei', 'Aiko', 'Kenji', 'Amira', 'Youssef', 'Leila', 'Noah', 'Grace',
];
const LAST_NAMES = [
  'Rahman', 'Hossain', 'Islam', 'Ahmed', 'Chowdhury', 'Khan', 'Sarkar', 'Das', 'Roy', 'Sharma', 'Patel', 'Gupta',
  'Iqbal', 'Siddiqui', 'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Garcia', 'Martinez', 'Dubois', 'Martin',
  'Tan', 'Lim', 'Wong', 'Sato', 'Hassan', 'Ali', 'Silva', 'Costa', 'Lee', 'Nguyen',
];
const DEGREES = ['BSc in', 'MSc in', 'BA in', 'MA in', 'PhD in', 'BEd with a major in'];
const LEVELS = ['beginners', 'school students', 'O and A level students', 'university students', 'adults', 'exam candidates'];
const TITLES = ['tutoring for {level}', 'made simple', 'exam preparation', 'one-to-one lessons', 'online classes', 'home tutoring'];
const STYLES = [
  'Lessons follow your syllabus, with weekly practice and feedback.',
  'I explain each idea step by step and check progress with short tests.',
  'Flexible hours; the first lesson is a free assessment.',
  'Small groups or one-to-one, online or at your place.',
];

/** mulberry32: a tiny, fast 32-bit PRNG, good enough for believable demo data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/**
 * How a seeded tutor teaches: most online, about half at the student's home, some at their own
 * place, at least one of them; so Online Tutors and Home Tutors list different tutors.
 */
function teachingModesFrom(random: () => number): TeachingMode[] {
  const modes: TeachingMode[] = [];
  if (random() < 0.7) modes.push('online');
  if (random() < 0.5) modes.push('student_home');
  if (random() < 0.25) modes.push('tutor_place');
  return modes.length > 0 ? modes : [random() < 0.5 ? 'student_home' : 'tutor_place'];
}

export function generateMarketplace(options: MarketplaceOptions, cities: readonly SeedCity[]): { tutors: SeedTutor[]; gigs: SeedGig[] } {
  const random = createRandom(options.seed);
  // A stream of its own, so the modes leave every other generated value as it was.
  const modesRandom = createRandom(options.seed ^ 0x5eed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const daysAgo = (max: number) => new Date(options.now.getTime() - Math.floor(random() * max * DAY_MS));
  // A few subjects draw most gigs, as on any marketplace.
  const subjects = options.gigSubjects ?? ACTIVE_SUBJECTS;
  const popular = subjects.slice(0, Math.max(1, Math.ceil(subjects.length / 5)));
  const subjectOf = () => (random() < 0.5 ? pick(popular) : pick(subjects));

  const tutors: SeedTutor[] = [];
  const gigs: SeedGig[] = [];
  for (let index = 0; index < options.tutors; index += 1) {
    const [firstName, lastName, city] = [pick(FIRST_NAMES), pick(LAST_NAMES), pick(cities)];
    const main = subjectOf();
    const years = between(1, 15);
    const joinedDaysAgo = between(1, 720);
    tutors.push({
      username: `${firstName}.${lastName}${index + 1}`.toLowerCase(),
      email: `tutor${index + 1}@seed.tutorium.local`,
      firstName,
      lastName,
      bio: `${main} tutor in ${city.location.split(',')[0]}. ${pick(STYLES)}`,
      education: `${pick(DEGREES)} ${main}`,
      experience: `${years} year${years === 1 ? '' : 's'} of teaching`,
      city,
      phone: random() < 0.7 ? `+${city.dial}${String(between(100_000_000, 999_999_999))}` : null,
      isVerified: random() < 0.3,
      premiumExpires: random() < 0.1 ? new Date(options.now.getTime() + between(1, 30) * DAY_MS) : null,
      joined: new Date(options.now.getTime() - joinedDaysAgo * DAY_MS),
      teachingModes: teachingModesFrom(modesRandom),
    });
    const count = between(options.gigsPerTutor.min, options.gigsPerTutor.max);
    const taken = new Set<string>();
    for (let gig = 0; gig < count; gig += 1) {
      const subject = gig === 0 ? main : subjectOf();
      if (taken.has(subject) && subjects.length > 1) continue;
      taken.add(subject);
      gigs.push({
        tutor: index,
        subject,
        title: `${subject} ${pick(TITLES).replace('{level}', pick(LEVELS))}`,
        description: `I teach ${subject} to ${pick(LEVELS)}. ${pick(STYLES)}`,
        feeDetails: random() < 0.7 ? `${between(3, 20) * 100} BDT per hour` : `${between(20, 120) * 100} BDT per month`,
        education: random() < 0.6 ? `${pick(DEGREES)} ${subject}` : null,
        experience: random() < 0.6 ? `${years} years` : null,
        message: random() < 0.3 ? 'Message me to book a free first lesson.' : null,
        boostPoints: random() < 0.25 ? between(1, 50) : 0,
        createdAt: daysAgo(Math.min(joinedDaysAgo, 180)),
      });
    }
  }
  return { tutors, gigs };
}
