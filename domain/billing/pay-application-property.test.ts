import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money';
import { carriedForward, type PayApplication, payApplication } from './arithmetic';

const TEN = { rateBp: 1000, stepDownAtBp: null, stepDownRateBp: null };

/** One period of a line: new work, materials delivered to storage, and stored materials installed (≤ what is stored). */
const period = fc.record({
  work: fc.integer({ min: 0, max: 1_000_000 }),
  delivered: fc.integer({ min: 0, max: 1_000_000 }),
  installedShare: fc.integer({ min: 0, max: 100 }),
  enterBalance: fc.boolean(),
});

describe('pay applications over generated periods (G703)', () => {
  it('G is always the work installed to date plus the materials still stored; the amounts due add up to the earned less retainage', () => {
    fc.assert(
      fc.property(fc.array(period, { minLength: 1, maxLength: 15 }), (periods) => {
        const sv = cents(100_000_000_00);
        let work = 0; // the model: work in place (installed materials included)
        let stored = 0; // the model: materials on site, not installed
        let prev: PayApplication | null = null;
        let dueTotal = 0;
        for (const p of periods) {
          const installed = Math.floor((stored * p.installedShare) / 100);
          work += p.work + installed;
          stored += p.delivered - installed;
          const carried = carriedForward(prev ? prev.lines[0] : null);
          // Entered as the balance, or left empty when nothing new was delivered (then carried less installed).
          const materialsStored = p.enterBalance || p.delivered > 0 ? cents(stored) : null;
          const app = payApplication({
            contractValue: sv,
            lines: [
              {
                scheduledValue: sv,
                ...carried,
                thisPeriod: { amount: cents(p.work) },
                installedFromStored: cents(installed),
                materialsStored,
              },
            ],
            policy: TEN,
            previouslyBilled: prev ? prev.earnedLessRetainage : cents(0),
          });
          expect(app.lines[0].completedToDate).toBe(work + stored);
          expect(app.lines[0].materialsStored).toBe(stored);
          expect(app.lines[0].previousCompleted + app.lines[0].thisPeriod).toBe(work);
          dueTotal += app.amountDue;
          prev = app;
        }
        expect(dueTotal).toBe((prev as PayApplication).earnedLessRetainage as Cents);
      }),
    );
  });
});
