import type { JobBudgetType } from '@tutorium/shared/contracts';

/**
 * The job unlock price (design brief section 5), with every constant in this one module.
 * Tiers of the job's hourly budget (USD per hour, upper bounds exclusive) give the base price.
 */
export const PRICE_TIERS: ReadonlyArray<{ belowPerHour: number; points: number }> = [
  { belowPerHour: 5, points: 2 },
  { belowPerHour: 10, points: 3 },
  { belowPerHour: 20, points: 5 },
  { belowPerHour: 40, points: 8 },
  { belowPerHour: Infinity, points: 12 },
];
/**
 * A job without a budget (negotiable) is priced as if it offered this much per hour: the lower
 * bound of the middle tier (5 points), neither the cheapest nor the dearest.
 */
export const NEGOTIABLE_PER_HOUR = 10;
/** Each tutor who unlocked the job before adds this much of the base... */
export const DEMAND_STEP_PERCENT = 10;
/** ...counting at most this many tutors. */
export const DEMAND_MAX_UNLOCKS = 10;
/** A job nobody unlocked gets cheaper once it is this old... */
export const DECAY_AFTER_HOURS = 36;
/** ...by this much of the base per full period of this many hours. */
export const DECAY_STEP_PERCENT = 5;
export const DECAY_PERIOD_HOURS = 5;
/** Never below this share of the base, nor below MIN_PRICE points. */
export const FLOOR_PERCENT = 20;
export const MIN_PRICE = 1;

const HOUR_MS = 3_600_000;

export interface PricedJob {
  /** Null: negotiable. */
  budget: number | null;
  budgetType: JobBudgetType;
  totalHours: number | null;
  unlockCount: number;
  createdAt: Date;
}

/** What the student offers per hour: the budget itself when per hour, else budget / total hours (the whole budget when no hours are given); NEGOTIABLE_PER_HOUR without a budget. */
export function hourlyBudget({ budget, budgetType, totalHours }: Pick<PricedJob, 'budget' | 'budgetType' | 'totalHours'>): number {
  if (budget === null) return NEGOTIABLE_PER_HOUR;
  if (budgetType === 'Per Hour') return budget;
  return totalHours !== null && totalHours > 0 ? budget / totalHours : budget;
}

export function basePrice(job: Pick<PricedJob, 'budget' | 'budgetType' | 'totalHours'>): number {
  const perHour = hourlyBudget(job);
  const tier = PRICE_TIERS.find((candidate) => perHour < candidate.belowPerHour) ?? PRICE_TIERS[PRICE_TIERS.length - 1];
  return tier.points;
}

/** The change to the base, in percent: demand raises it; age without any unlock lowers it. */
export function adjustmentPercent(job: Pick<PricedJob, 'unlockCount' | 'createdAt'>, now: Date): number {
  if (job.unlockCount > 0) return DEMAND_STEP_PERCENT * Math.min(job.unlockCount, DEMAND_MAX_UNLOCKS);
  const ageHours = (now.getTime() - job.createdAt.getTime()) / HOUR_MS;
  if (ageHours < DECAY_AFTER_HOURS) return 0;
  const fullPeriods = Math.floor((ageHours - DECAY_AFTER_HOURS) / DECAY_PERIOD_HOURS);
  return fullPeriods === 0 ? 0 : -DECAY_STEP_PERCENT * fullPeriods;
}

/** Points a tutor pays to unlock the job at `now`: a whole number, at least the floor. */
export function unlockPrice(job: PricedJob, now: Date): number {
  const base = basePrice(job);
  // Whole percents keep the arithmetic exact: 5 * 110 / 100 is 5.5, rounded to 6.
  const adjusted = Math.round((base * (100 + adjustmentPercent(job, now))) / 100);
  const floor = Math.max(MIN_PRICE, Math.ceil((base * FLOOR_PERCENT) / 100));
  return Math.max(adjusted, floor);
}
