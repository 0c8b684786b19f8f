import { useEffect, useRef, useState } from 'react';

/**
 * The spec's simulated progress bars (part 1 §9): +10 percent per step, capped at 90 until the call completes.
 * The server reports no progress for OCR or PDF reading, so the bar only shows that work is under way.
 */
/** PDF upload card: a step every 200 ms. */
export const PDF_PROGRESS_STEP_MS = 200;
/** Receipt upload card: a step every 300 ms. */
export const RECEIPT_PROGRESS_STEP_MS = 300;
/** The bar waits here until the call completes. */
export const PROGRESS_CAP = 90;

/** The next simulated value: +10, never past the cap. */
export function nextProgress(value: number): number {
  return Math.min(PROGRESS_CAP, value + 10);
}

/** A simulated progress bar: start() ticks every stepMs up to 90; finish() sets 100; reset() sets 0. */
export function useSimulatedProgress(stepMs: number) {
  const [value, setValue] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the timer on unmount only
  useEffect(() => stop, []);
  return {
    value,
    start: () => {
      stop();
      setValue(0);
      timer.current = setInterval(() => setValue(nextProgress), stepMs);
    },
    finish: () => {
      stop();
      setValue(100);
    },
    reset: () => {
      stop();
      setValue(0);
    },
  };
}
