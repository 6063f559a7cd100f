import {
  adjustmentPercent,
  basePrice,
  DECAY_AFTER_HOURS,
  hourlyBudget,
  NEGOTIABLE_PER_HOUR,
  PRICE_TIERS,
  unlockPrice,
  type PricedJob,
} from '../../src/jobs/job-pricing';

const NOW = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const job = (overrides: Partial<PricedJob> = {}): PricedJob => ({
  budget: 15,
  budgetType: 'Per Hour',
  totalHours: null,
  unlockCount: 0,
  createdAt: NOW,
  ...overrides,
});

describe('the hourly budget', () => {
  it('is the budget when per hour, the budget over the hours otherwise, the whole budget without hours', () => {
    expect(hourlyBudget({ budget: 12, budgetType: 'Per Hour', totalHours: 10 })).toBe(12);
    expect(hourlyBudget({ budget: 100, budgetType: 'Fixed', totalHours: 10 })).toBe(10);
    expect(hourlyBudget({ budget: 400, budgetType: 'Per Month', totalHours: 20 })).toBe(20);
    expect(hourlyBudget({ budget: 30, budgetType: 'Fixed', totalHours: null })).toBe(30);
    expect(hourlyBudget({ budget: 30, budgetType: 'Per Week', totalHours: 0 })).toBe(30);
  });
});

describe('the base price', () => {
  it.each([
    [0, 2],
    [4.99, 2],
    [5, 3],
    [9.99, 3],
    [10, 5],
    [19.99, 5],
    [20, 8],
    [39.99, 8],
    [40, 12],
    [100_000, 12],
  ])('is the tier of %p per hour: %p points', (perHour, points) => {
    expect(basePrice({ budget: perHour, budgetType: 'Per Hour', totalHours: null })).toBe(points);
  });

  it('uses budget / total hours for other budget types', () => {
    expect(basePrice({ budget: 200, budgetType: 'Fixed', totalHours: 10 })).toBe(8);
    expect(basePrice({ budget: 199, budgetType: 'Fixed', totalHours: 10 })).toBe(5);
  });

  it('has ascending tiers ending with one that takes any budget', () => {
    const bounds = PRICE_TIERS.map((tier) => tier.belowPerHour);
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    expect(bounds.at(-1)).toBe(Infinity);
  });
});

describe('a negotiable budget (none given)', () => {
  it('is priced as NEGOTIABLE_PER_HOUR per hour, whatever the budget type and hours: the middle tier', () => {
    expect(hourlyBudget({ budget: null, budgetType: 'Fixed', totalHours: 40 })).toBe(NEGOTIABLE_PER_HOUR);
    expect(basePrice({ budget: null, budgetType: 'Fixed', totalHours: null })).toBe(5);
    expect(basePrice({ budget: null, budgetType: 'Per Hour', totalHours: 3 })).toBe(5);
    // At the tier's lower bound: the same as an offer of exactly that much, one cent less is a tier below.
    expect(basePrice({ budget: NEGOTIABLE_PER_HOUR, budgetType: 'Per Hour', totalHours: null })).toBe(5);
    expect(basePrice({ budget: NEGOTIABLE_PER_HOUR - 0.01, budgetType: 'Per Hour', totalHours: null })).toBe(3);
  });

  it('is not a budget of 0 (the cheapest tier)', () => {
    expect(basePrice({ budget: 0, budgetType: 'Fixed', totalHours: null })).toBe(2);
  });

  it('takes demand and age like any other job', () => {
    expect(unlockPrice(job({ budget: null, unlockCount: 2 }), NOW)).toBe(6);
    expect(unlockPrice(job({ budget: null, createdAt: hoursAgo(DECAY_AFTER_HOURS + 10) }), NOW)).toBe(5);
  });
});

describe('demand', () => {
  it('adds 10% of the base per earlier unlock, counting at most 10', () => {
    expect(adjustmentPercent({ unlockCount: 1, createdAt: NOW }, NOW)).toBe(10);
    expect(adjustmentPercent({ unlockCount: 10, createdAt: NOW }, NOW)).toBe(100);
    expect(adjustmentPercent({ unlockCount: 11, createdAt: NOW }, NOW)).toBe(100);
    // Base 5 (10-20 per hour): 5.5 rounds to 6; 10 unlocks double it; the 11th adds nothing.
    expect(unlockPrice(job({ unlockCount: 1 }), NOW)).toBe(6);
    expect(unlockPrice(job({ unlockCount: 2 }), NOW)).toBe(6);
    expect(unlockPrice(job({ unlockCount: 3 }), NOW)).toBe(7);
    expect(unlockPrice(job({ unlockCount: 10 }), NOW)).toBe(10);
    expect(unlockPrice(job({ unlockCount: 50 }), NOW)).toBe(10);
  });

  it('stops the age discount: an old job that was unlocked is not cheaper', () => {
    expect(unlockPrice(job({ unlockCount: 1, createdAt: hoursAgo(500) }), NOW)).toBe(6);
  });
});

describe('age without unlocks', () => {
  it.each([
    [0, 0],
    [35.99, 0],
    [DECAY_AFTER_HOURS, 0],
    [40.99, 0],
    [41, -5],
    [45.99, -5],
    [46, -10],
    [86, -50],
  ])('at %p hours old changes the price by %p%%', (hours, percent) => {
    expect(adjustmentPercent({ unlockCount: 0, createdAt: hoursAgo(hours) }, NOW)).toBe(percent);
  });

  it('never takes the price below 20% of the base nor below 1, and always gives a whole number', () => {
    const expensive = job({ budget: 50 }); // base 12
    expect(unlockPrice({ ...expensive, createdAt: hoursAgo(41) }, NOW)).toBe(11); // 11.4
    expect(unlockPrice({ ...expensive, createdAt: hoursAgo(106) }, NOW)).toBe(4); // 70% off: 3.6
    expect(unlockPrice({ ...expensive, createdAt: hoursAgo(111) }, NOW)).toBe(3); // 75% off: 3, the floor (20% of 12 is 2.4, rounded up)
    expect(unlockPrice({ ...expensive, createdAt: hoursAgo(1_000) }, NOW)).toBe(3); // 100% off and more: the floor
    expect(unlockPrice(job({ budget: 1, createdAt: hoursAgo(1_000) }), NOW)).toBe(1); // base 2: 20% is 0.4, so 1
    for (let hours = 0; hours < 200; hours += 0.5) {
      const price = unlockPrice({ ...expensive, createdAt: hoursAgo(hours) }, NOW);
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(3);
    }
  });
});
