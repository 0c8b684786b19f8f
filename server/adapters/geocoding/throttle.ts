import { GeocodingError } from './types';

/** Hands out request slots at most one per interval; waits for the next free one, or refuses when it is too far off. */
export type Throttle = { take(): Promise<void> };

export type ThrottleOptions = {
  /** Time between two requests, ms (Nominatim's usage policy: at most 1 request per second). */
  intervalMs: number;
  /** A request waits for its slot at most this long, ms; beyond, it is refused as busy (429). */
  maxWaitMs: number;
  now?: () => number;
};

/**
 * A queue by reservation: each request books the first free slot (interval after the one before) and sleeps until
 * it. With a 1 s interval and 2 s of waiting, two requests wait behind the one under way; a third is refused.
 */
export function createThrottle({ intervalMs, maxWaitMs, now = Date.now }: ThrottleOptions): Throttle {
  let nextFree = Number.NEGATIVE_INFINITY;
  return {
    take() {
      const t = now();
      const at = Math.max(t, nextFree);
      const wait = at - t;
      if (wait > maxWaitMs) return Promise.reject(new GeocodingError('busy', `next free slot in ${wait} ms`));
      nextFree = at + intervalMs;
      return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
    },
  };
}
