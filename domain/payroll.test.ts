import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { advanceInputSchema, amountInWords, cashAppLink, netPay, weekEnd, weekQuerySchema, weekStart } from './payroll';

describe('payroll week boundaries (Sunday to Saturday)', () => {
  it.each([
    ['2026-11-22', '2026-11-22'], // a Sunday is its own week start
    ['2026-11-28', '2026-11-22'], // a Saturday belongs to the week before it
    ['2026-11-25', '2026-11-22'],
    ['2027-01-01', '2026-12-27'], // across the year end
    ['2026-12-31', '2026-12-27'],
    ['2026-03-08', '2026-03-08'], // US DST starts on this Sunday
    ['2026-03-10', '2026-03-08'],
    ['2026-11-01', '2026-11-01'], // DST ends
    ['2024-03-01', '2024-02-25'], // leap year
  ])('%s is in the week starting %s', (date, sunday) => {
    expect(weekStart(date)).toBe(sunday);
  });
  it('ends on the Saturday six days later, across months and years', () => {
    expect(weekEnd('2026-11-22')).toBe('2026-11-28');
    expect(weekEnd('2026-12-27')).toBe('2027-01-02');
  });
  it('normalises ?week= to its Sunday and refuses a non-date', () => {
    expect(weekQuerySchema.parse({ week: '2026-11-26' }).week).toBe('2026-11-22');
    expect(weekQuerySchema.parse({}).week).toBeUndefined();
    expect(weekQuerySchema.safeParse({ week: 'soon' }).error?.issues[0].message).toBe('Week must be a date (YYYY-MM-DD)');
  });
});

describe('net pay and checks', () => {
  it('nets 670.00 gross − 100.00 advances = 570.00', () => {
    expect(netPay(cents(67_000), cents(10_000))).toBe(57_000);
  });
  it.each([
    [57_000, 'Five hundred seventy and 00/100 dollars'],
    [100, 'One and 00/100 dollars'],
    [5, 'Zero and 05/100 dollars'],
    [123_456_789, 'One million two hundred thirty-four thousand five hundred sixty-seven and 89/100 dollars'],
    [2_001_050, 'Twenty thousand ten and 50/100 dollars'],
  ])('%i cents reads "%s"', (amount, words) => {
    expect(amountInWords(cents(amount))).toBe(words);
  });
  it('builds a Cash App link with the amount', () => {
    expect(cashAppLink('$AnaLopez', cents(2500))).toBe('https://cash.app/$AnaLopez/25.00');
    expect(cashAppLink('AnaLopez', cents(57_000))).toBe('https://cash.app/$AnaLopez/570.00');
    expect(cashAppLink(null, cents(100))).toBeNull();
  });
});

describe('advance form validation (spec part 2 §5)', () => {
  const valid = { employeeId: 3, amount: 100, reason: 'Rent', advanceDate: '2026-11-20' };
  it.each([
    [{ ...valid, employeeId: '' }, 'employeeId', 'Employee is required'],
    [{ ...valid, amount: '' }, 'amount', 'Amount is required'],
    [{ ...valid, amount: 0 }, 'amount', 'Amount must be a positive number'],
    [{ ...valid, reason: ' ' }, 'reason', 'Reason is required'],
    [{ ...valid, advanceDate: '' }, 'advanceDate', 'Date is required'],
    [{ ...valid, deductFromProject: true }, 'projectId', 'Choose a project to deduct the advance from'],
  ])('%j → %s: %s', (input, path, message) => {
    const r = advanceInputSchema.safeParse(input);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
  it('defaults status pending and method cashapp', () => {
    expect(advanceInputSchema.parse(valid)).toMatchObject({
      status: 'pending',
      paymentMethod: 'cashapp',
      projectId: null,
      deductFromProject: false,
    });
  });
});
