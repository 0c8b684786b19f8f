import { useEffect, useRef, useState } from 'react';

/** PDF progress (spec part 1 §2.7, §9): +10 percent every 200 ms. */
export const PDF_PROGRESS_STEP_MS = 200;
/** The bar waits here until the call completes. */
export const PROGRESS_CAP = 90;

/** The next simulated value: +10, never past the cap. */
export function nextProgress(value: number): number {
  return Math.min(PROGRESS_CAP, value + 10);
}

/** A simulated progress bar: start() ticks every stepMs up to 90; finish() sets 100; reset() sets 0. */
export function useSimulatedProgress(stepMs = PDF_PROGRESS_STEP_MS) {
  const [value, setValue] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
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
