import { describe, expect, it } from 'vitest';
import { employeeInputSchema, rateText, subcontractorInputSchema, supplierInputSchema } from './people';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0]?.message);

describe('team card rate text', () => {
  it.each([
    [{ payType: 'hourly', hourlyRate: 25.5, dailyRate: 200 }, '$25.50/hr'],
    [{ payType: 'hourly', hourlyRate: null, dailyRate: 200 }, '$200.00/day'],
    [{ payType: 'hourly', hourlyRate: 0, dailyRate: 0 }, 'Rate not set'],
    [{ payType: 'daily', hourlyRate: 25, dailyRate: 1234.5 }, '$1,234.50/day'],
    [{ payType: 'daily', hourlyRate: 30, dailyRate: 0 }, '$30.00/hr'],
    [{ payType: 'daily', hourlyRate: null, dailyRate: null }, 'Rate not set'],
  ])('%o reads %s', (e, text) => expect(rateText(e)).toBe(text));
});

describe('employee input', () => {
  const employee = (extra: object) => employeeInputSchema.safeParse({ name: 'Ana', position: 'Carpenter', ...extra });

  it('defaults: daily rate 0, hourly pay, cash, active; an omitted hourly rate stays unset', () => {
    const e = employee({}).data;
    expect(e).toMatchObject({ dailyRate: 0, payType: 'hourly', preferredPaymentMethod: 'cash', active: true, email: null, phone: null });
    expect(e).not.toHaveProperty('hourlyRate');
  });

  it.each([
    ['', 0],
    [null, 0],
    ['250.50', 250.5],
    ['0', 0],
    [180, 180],
    [999_999.99, 999_999.99],
  ])('reads daily rate %j as %d', (dailyRate, rate) => {
    expect(employee({ dailyRate }).data?.dailyRate).toBe(rate);
  });

  it.each([
    ['abc', 'Daily rate must be a number'],
    ['1e3', 'Daily rate must be a number'],
    [' 12', 'Daily rate must be a number'],
    ['12 ', 'Daily rate must be a number'],
    ['12.', 'Daily rate must be a number'],
    [true, 'Daily rate must be a number'],
    ['-5', 'Daily rate cannot be negative'],
    [-0.01, 'Daily rate cannot be negative'],
    ['12.345', 'Daily rate can have at most 2 decimals'],
    [1e-7, 'Daily rate can have at most 2 decimals'],
    [1_000_000, 'Daily rate must be at most 999,999.99'],
  ])('refuses daily rate %j: %s', (dailyRate, message) => {
    expect(issue(employee({ dailyRate }))).toBe(message);
  });

  it('checks the hourly rate with its own label', () => {
    expect(employee({ hourlyRate: '32.75' }).data?.hourlyRate).toBe(32.75);
    expect(issue(employee({ hourlyRate: 'x' }))).toBe('Hourly rate must be a number');
  });

  it('requires name and position, and takes only the listed pay types and methods', () => {
    expect(issue(employeeInputSchema.safeParse({ name: ' ', position: 'Carpenter' }))).toBe('Name is required');
    expect(issue(employeeInputSchema.safeParse({ name: 'Ana' }))).toBe('Position is required');
    expect(issue(employee({ position: 'x'.repeat(101) }))).toBe('Must be at most 100 characters');
    expect(employee({ position: 'x'.repeat(100) }).success).toBe(true);
    expect(issue(employee({ name: 'x'.repeat(256) }))).toBe('Must be at most 255 characters');
    expect(issue(employee({ payType: 'weekly' }))).toBe('Pay type must be hourly or daily');
    expect(issue(employee({ preferredPaymentMethod: 'venmo' }))).toBe('Payment method must be cash, check, zelle or cashapp');
    expect(employee({ preferredPaymentMethod: 'cashapp', cashappHandle: ' $ana ' }).data).toMatchObject({
      preferredPaymentMethod: 'cashapp',
      cashappHandle: '$ana',
    });
    expect(issue(employee({ active: 'yes' }))).toBe('Active must be true or false');
    expect(issue(employee({ email: 'ana@' }))).toBe('Please enter a valid email address');
  });
});

describe('supplier input', () => {
  it('trims specialties and drops blank ones; none given is an empty list', () => {
    expect(supplierInputSchema.parse({ name: ' Home Depot ', specialties: [' Lumber ', '  ', 'Tile'] })).toMatchObject({
      name: 'Home Depot',
      specialties: ['Lumber', 'Tile'],
    });
    expect(supplierInputSchema.parse({ name: 'Home Depot' }).specialties).toEqual([]);
  });

  it('refuses a missing name, a non-list and oversized specialties', () => {
    expect(issue(supplierInputSchema.safeParse({ name: '' }))).toBe('Company name is required');
    expect(issue(supplierInputSchema.safeParse({ name: 'X', specialties: 'Lumber' }))).toBe('Specialties must be a list');
    expect(issue(supplierInputSchema.safeParse({ name: 'X', specialties: [5] }))).toBe('Each specialty must be text');
    expect(issue(supplierInputSchema.safeParse({ name: 'X', specialties: ['x'.repeat(101)] }))).toBe(
      'Each specialty must be at most 100 characters',
    );
    expect(supplierInputSchema.safeParse({ name: 'X', specialties: ['x'.repeat(100)] }).success).toBe(true);
    expect(issue(supplierInputSchema.safeParse({ name: 'X', specialties: Array(51).fill('a') }))).toBe('At most 50 specialties');
    expect(supplierInputSchema.safeParse({ name: 'X', specialties: Array(50).fill('a') }).success).toBe(true);
  });
});

describe('subcontractor input', () => {
  it('requires a specialty; an empty insurance expiry is none, a bad one refused', () => {
    expect(issue(subcontractorInputSchema.safeParse({ name: 'Bob' }))).toBe('Specialty is required');
    expect(subcontractorInputSchema.parse({ name: 'Bob', specialty: 'Roofing', insuranceExpiry: '' })).toMatchObject({
      insuranceExpiry: null,
      active: true,
      company: null,
    });
    expect(subcontractorInputSchema.parse({ name: 'Bob', specialty: 'Roofing', insuranceExpiry: '2027-01-31' }).insuranceExpiry).toBe(
      '2027-01-31',
    );
    expect(issue(subcontractorInputSchema.safeParse({ name: 'Bob', specialty: 'Roofing', insuranceExpiry: '2027-02-30' }))).toBe(
      'Insurance expiry must be a date (YYYY-MM-DD)',
    );
  });
});
