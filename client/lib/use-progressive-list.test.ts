import { describe, expect, it } from 'vitest';
import { nextLimit } from './use-progressive-list';

/** The batches a list of `length` items is drawn in, starting with `first`. */
function batches(first: number, length: number): number[] {
  const drawn: number[] = [];
  for (let limit = first; ; limit = nextLimit(limit, length)) {
    drawn.push(Math.min(limit, length));
    if (limit >= length) return drawn;
  }
}

describe('useProgressiveList batches', () => {
  it('draws the first screenful, then three times as many, until the whole list', () => {
    expect(batches(4, 17)).toEqual([4, 12, 17]);
    expect(batches(2, 20)).toEqual([2, 6, 18, 20]);
    expect(batches(12, 17)).toEqual([12, 17]);
    expect(batches(6, 18)).toEqual([6, 18]);
  });

  it('once the list is covered, the limit is gone for good (a longer list later is drawn whole)', () => {
    expect(nextLimit(6, 18)).toBe(Number.POSITIVE_INFINITY);
    expect(nextLimit(6, 19)).toBe(18);
  });
});
