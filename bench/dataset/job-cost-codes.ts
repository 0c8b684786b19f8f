import { SUBCONTRACTOR_TRADES, SUPPLIER_BRANDS } from '../vocabulary';

/** The cost codes the bench dataset gives its budget lines, commitments and coded costs (issue 42). */

/**
 * Cost code ids as migration 0058 seeds them (serial, in this order, on a fresh database); generate.ts checks the
 * database agrees before loading.
 */
export const COST_CODE_IDS: Record<string, number> = {
  '00': 1,
  '01': 2,
  '02': 3,
  '03': 4,
  '06': 5,
  '07': 6,
  '08': 7,
  '09': 8,
  '12': 9,
  '22': 10,
  '23': 11,
  '26': 12,
};
export const CODE = COST_CODE_IDS;
/** Every code a budget line can have (Unassigned's budget is never stored). */
export const BUDGET_CODES = ['01', '02', '03', '06', '07', '08', '09', '12', '22', '23', '26'];

/** What each supply house mostly sells, by SUPPLIER_BRANDS index. */
export const BRAND_CODE: Record<string, string> = {
  'Home Depot': '06',
  "Lowe's": '06',
  'ABC Supply': '07',
  '84 Lumber': '06',
  Ferguson: '22',
  'Sherwin-Williams': '09',
  'Sunbelt Rentals': '01',
  'United Rentals': '01',
  'Florida Rock & Ready Mix': '03',
  'Graybar Electric': '26',
  'Floor & Decor': '09',
  'Beacon Roofing': '07',
};
export const TRADE_CODE: Record<string, string> = {
  Roofing: '07',
  Electrical: '26',
  Plumbing: '22',
  HVAC: '23',
  Concrete: '03',
  Drywall: '09',
  Painting: '09',
  Flooring: '09',
  Landscaping: '02',
  Framing: '06',
};
export const supplierCode = (id: number) => BRAND_CODE[SUPPLIER_BRANDS[(id - 1) % SUPPLIER_BRANDS.length][0]];
export const subcontractorTrade = (id: number) => SUBCONTRACTOR_TRADES[(id - 1) % SUBCONTRACTOR_TRADES.length];
export const subcontractorCode = (id: number) => TRADE_CODE[subcontractorTrade(id)];

/** Workers' compensation class (NCCI-style code) and a rate range per $100 of payroll, in cents, by position. */
export const WC_CLASS: Record<string, [string, number, number]> = {
  'General Labor': ['5403', 700, 1300],
  Carpenter: ['5645', 800, 1500],
  Electrician: ['5190', 400, 800],
  Plumber: ['5183', 400, 800],
  Painter: ['5474', 600, 1100],
  Roofer: ['5551', 1100, 1500],
  'Concrete Worker': ['5213', 700, 1200],
  'Heavy Equipment Operator': ['6217', 600, 1000],
  Foreman: ['5606', 300, 600],
  'Project Manager': ['5606', 300, 500],
  Supervisor: ['5606', 300, 600],
  Assistant: ['5403', 700, 1300],
};
/** A work record's code from the crew member's trade (what defaultCostCodeSql would also find, most of the time). */
export const POSITION_CODE: Record<string, string> = {
  'General Labor': '01',
  Carpenter: '06',
  Electrician: '26',
  Plumber: '22',
  Painter: '09',
  Roofer: '07',
  'Concrete Worker': '03',
  'Heavy Equipment Operator': '02',
  Foreman: '01',
  'Project Manager': '01',
  Supervisor: '01',
  Assistant: '01',
};
/** Codes an uncommitted expense of each category is given when coded explicitly. */
export const CATEGORY_CODES: Record<string, readonly string[]> = {
  material: ['06', '06', '03', '07', '08', '09', '12', '22', '26'],
  labor: ['01'],
  gas: ['01'],
  fuel: ['01', '02'],
  dining: ['01'],
  equipment: ['01', '02', '03'],
  subcontractor: ['02', '03', '07', '09', '22', '23', '26'],
  other: ['01', '00'],
};
