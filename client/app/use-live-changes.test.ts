import { describe, expect, it } from 'vitest';
import { retryDelay } from './use-live-changes';

describe('retryDelay', () => {
  it('doubles from 1 s up to 30 s, jittered to 50–100 % of the step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelay(0, 0)).toBe(500);
    expect(retryDelay(5, 0)).toBe(15_000);
  });
});
