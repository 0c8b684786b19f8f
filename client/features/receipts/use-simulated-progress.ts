import { useEffect, useRef, useState } from 'react';

/**
 * The spec's simulated progress (part 1 §9): +10 percent every `stepMs` while running, capped at 90 until
 * `finish()` sets 100. The server gives no progress for OCR, so this only shows that work is under way.
 */
export function useSimulatedProgress(stepMs: number) {
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
      timer.current = setInterval(() => setValue((v) => Math.min(90, v + 10)), stepMs);
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
