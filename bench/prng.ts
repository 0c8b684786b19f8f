/**
 * Seeded pseudo-random numbers for the benchmark dataset: the same seed always gives the same data.
 * mulberry32 (public domain, Tommy Ettinger): 32-bit state, period 2^32, plenty for 300,000 rows.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Convenience draws over one mulberry32 stream. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /**
   * An amount in whole cents between lo and hi dollars, skewed toward lo (u^skew): most receipts are
   * small, a few are large.
   */
  cents(loDollars: number, hiDollars: number, skew = 1): number {
    const lo = Math.round(loDollars * 100);
    const hi = Math.round(hiDollars * 100);
    return lo + Math.floor(this.next() ** skew * (hi - lo + 1));
  }

  /** Picks an index with probability proportional to its weight (cumulative weights, binary search). */
  weighted(cumulative: readonly number[]): number {
    const target = this.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Running sums of weights, for Rng.weighted. */
export function cumulativeWeights(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}

/** Whole cents as an exact numeric(…,2) literal ("1234.05"); never goes through a float. */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not a whole, non-negative cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
