/**
 * The built-in Florida pay-scale table of the AI Project Analyzer (spec part 2 §3, §9): ten positions with
 * hourly rates in dollars. The averages are the spec's; each range is the average ± a spread a Florida
 * contractor sees for that trade (planning figures kept in this one file, not live market data). Daily figures
 * are an 8-hour day and yearly figures 2,080 hours (40 h × 52 weeks), both derived here, never typed twice.
 */

export const PAY_SCALE_LOCATION = 'Florida Statewide';
/** Hours in the working day the per-day figures assume. */
export const HOURS_PER_DAY = 8;
/** Paid hours in a year (40 h × 52 weeks) behind the yearly figures. */
export const HOURS_PER_YEAR = 2080;

export const PAY_SCALE_CATEGORIES = ['Labor', 'Skilled Trade', 'Supervision', 'Management', 'Equipment'] as const;
export type PayScaleCategory = (typeof PAY_SCALE_CATEGORIES)[number];

type Row = {
  position: string;
  category: PayScaleCategory;
  hourlyRateMin: number;
  hourlyRateMax: number;
  averageHourlyRate: number;
  description: string;
  requirements: string[];
};

const ROWS: readonly Row[] = [
  {
    position: 'General Laborer',
    category: 'Labor',
    hourlyRateMin: 12,
    hourlyRateMax: 18,
    averageHourlyRate: 15,
    description: 'Site clean-up, material handling, demolition and helping the trades.',
    requirements: ['Physically able to lift 50 lb', 'OSHA 10 preferred', 'Reliable transportation'],
  },
  {
    position: 'Skilled Laborer',
    category: 'Labor',
    hourlyRateMin: 16,
    hourlyRateMax: 25,
    averageHourlyRate: 20.5,
    description: 'Experienced hand who runs power tools, sets forms and does finish prep without close supervision.',
    requirements: ['2+ years on construction sites', 'Own hand tools', 'OSHA 10'],
  },
  {
    position: 'Carpenter',
    category: 'Skilled Trade',
    hourlyRateMin: 18,
    hourlyRateMax: 32,
    averageHourlyRate: 25,
    description: 'Framing, trim, cabinets and doors; reads plans and lays out work.',
    requirements: ['3+ years framing or finish carpentry', 'Reads blueprints', 'Own tools'],
  },
  {
    position: 'Electrician',
    category: 'Skilled Trade',
    hourlyRateMin: 22,
    hourlyRateMax: 38,
    averageHourlyRate: 30,
    description: 'Rough-in and trim-out of residential and light commercial wiring, panels and fixtures.',
    requirements: ['Florida journeyman license (or registered apprentice under one)', 'NEC knowledge', 'OSHA 10'],
  },
  {
    position: 'Plumber',
    category: 'Skilled Trade',
    hourlyRateMin: 20,
    hourlyRateMax: 35,
    averageHourlyRate: 27.5,
    description: 'Supply and drain lines, fixtures and water heaters; rough-in and finish.',
    requirements: ['Florida journeyman plumber license (or apprentice under one)', 'Florida Building Code (plumbing)'],
  },
  {
    position: 'HVAC Technician',
    category: 'Skilled Trade',
    hourlyRateMin: 19,
    hourlyRateMax: 34,
    averageHourlyRate: 26.5,
    description: 'Installs and services air handlers, condensers and duct work.',
    requirements: ['EPA Section 608 certification', 'HVAC training or 2+ years experience'],
  },
  {
    position: 'Mason',
    category: 'Skilled Trade',
    hourlyRateMin: 17,
    hourlyRateMax: 30,
    averageHourlyRate: 23.5,
    description: 'Block, brick, stone, pavers and stucco.',
    requirements: ['3+ years masonry', 'Reads plans', 'Able to work outdoors in heat'],
  },
  {
    position: 'Foreman',
    category: 'Supervision',
    hourlyRateMin: 25,
    hourlyRateMax: 42,
    averageHourlyRate: 33.5,
    description: 'Runs the crew on site: schedule, quality, safety and daily reports.',
    requirements: ['5+ years in the trades', 'OSHA 30', 'Leads a crew of 3-10'],
  },
  {
    position: 'Project Manager',
    category: 'Management',
    hourlyRateMin: 32,
    hourlyRateMax: 58,
    averageHourlyRate: 45,
    description: 'Owns budget, schedule, subcontractors and the client relationship from contract to close-out.',
    requirements: ['Construction management degree or equivalent experience', 'Estimating and scheduling', 'PMP or CCM a plus'],
  },
  {
    position: 'Heavy Equipment Operator',
    category: 'Equipment',
    hourlyRateMin: 18,
    hourlyRateMax: 32,
    averageHourlyRate: 25,
    description: 'Operates excavators, loaders, skid steers and bobcats for site work.',
    requirements: ['NCCER or equivalent operator certification', 'Valid driver license (CDL a plus)'],
  },
];

/** One row of the pay-scale table as the API and the screen show it (spec part 2 §3). */
export type PayScalePosition = Row & {
  dailyRateMin: number;
  dailyRateMax: number;
  averageDailyRate: number;
  yearlyRangeMin: number;
  yearlyRangeMax: number;
  averageYearlySalary: number;
  location: string;
};

/** Dollars × hours, exact to the cent (rates have at most 2 decimals). */
function times(rate: number, hours: number): number {
  return Math.round(rate * 100 * hours) / 100;
}

/** The ten built-in positions with their hourly, 8-hour-day and yearly (2,080 h) figures. */
export const PAY_SCALE: readonly PayScalePosition[] = ROWS.map((r) => ({
  ...r,
  dailyRateMin: times(r.hourlyRateMin, HOURS_PER_DAY),
  dailyRateMax: times(r.hourlyRateMax, HOURS_PER_DAY),
  averageDailyRate: times(r.averageHourlyRate, HOURS_PER_DAY),
  yearlyRangeMin: times(r.hourlyRateMin, HOURS_PER_YEAR),
  yearlyRangeMax: times(r.hourlyRateMax, HOURS_PER_YEAR),
  averageYearlySalary: times(r.averageHourlyRate, HOURS_PER_YEAR),
  location: PAY_SCALE_LOCATION,
}));

/**
 * Employee-form positions (domain/people.ts) that name a table position differently; matched case-insensitively
 * like the table itself.
 */
const ALIASES: Readonly<Record<string, string>> = {
  'general labor': 'General Laborer',
  laborer: 'General Laborer',
  'concrete worker': 'Mason',
  supervisor: 'Foreman',
};

/** The table row of a position, looked up case-insensitively (docs/product/calls.md §5), or null when it is not in the table. */
export function findPosition(name: string | null | undefined): PayScalePosition | null {
  const key = (name ?? '').trim().toLowerCase();
  if (!key) return null;
  const target = ALIASES[key]?.toLowerCase() ?? key;
  return PAY_SCALE.find((p) => p.position.toLowerCase() === target) ?? null;
}
