import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { adjustmentLabel, grossPay, netPay, weekSettlement } from './payroll';

describe('net pay with advances and adjustments (issue 37)', () => {
  it.each([
    // work, adjustments, advances → gross, net, paid, carried (cents)
    { work: 67000, adj: 0, adv: 14000, gross: 67000, net: 53000, amount: 53000, carry: 0 }, // 100 pending + 40 paid with Pay Now
    { work: 60000, adj: 0, adv: 15000, gross: 60000, net: 45000, amount: 45000, carry: 0 },
    { work: 20000, adj: 10000, adv: 0, gross: 30000, net: 30000, amount: 30000, carry: 0 }, // a correction of a paid week
    { work: 0, adj: 10000, adv: 0, gross: 10000, net: 10000, amount: 10000, carry: 0 },
    { work: 20000, adj: -5000, adv: 0, gross: 15000, net: 15000, amount: 15000, carry: 0 }, // a record deleted after payment
    { work: 10000, adj: 0, adv: 15000, gross: 10000, net: -5000, amount: 0, carry: 5000 }, // advances above the pay
    { work: 10000, adj: 0, adv: 10000, gross: 10000, net: 0, amount: 0, carry: 0 },
  ])('work $work + adjustments $adj − advances $adv', ({ work, adj, adv, gross, net, amount, carry }) => {
    const g = grossPay(cents(work), cents(adj));
    expect(g).toBe(gross);
    expect(netPay(g, cents(adv))).toBe(net);
    expect(weekSettlement(g, cents(adv))).toEqual({ amount, carry });
  });

  it('what is paid plus what is carried always settles gross − advances exactly', () => {
    const money = fc.integer({ min: -1_000_000, max: 10_000_000 });
    fc.assert(
      fc.property(money, money, fc.integer({ min: 0, max: 10_000_000 }), (work, adj, adv) => {
        const g = grossPay(cents(work), cents(adj));
        const { amount, carry } = weekSettlement(g, cents(adv));
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(carry).toBeGreaterThanOrEqual(0);
        expect(amount === 0 || carry === 0).toBe(true);
        expect(amount - carry).toBe(work + adj - adv);
      }),
    );
  });

  it.each([
    [{ sourceWeek: '2026-10-04', paidInWeek: null }, '2026-10-11', 'Adjustment for week of Oct 4, 2026'],
    [{ sourceWeek: '2026-10-04', paidInWeek: '2026-10-11' }, '2026-10-11', 'Adjustment for week of Oct 4, 2026'],
    [{ sourceWeek: '2026-10-04', paidInWeek: null }, '2026-10-04', 'Changed after payment: goes on the next payroll'],
    [{ sourceWeek: '2026-10-04', paidInWeek: '2026-10-11' }, '2026-10-04', 'Changed after payment: paid with the week of Oct 11, 2026'],
  ])('labels %o on the stub of %s as %s', (a, stubWeek, label) => {
    expect(adjustmentLabel(a, stubWeek)).toBe(label);
  });
});
