import { Worker } from 'node:worker_threads';
import type { LoadResult, LoadSpec } from './load-types';

/**
 * Worker threads don't inherit tsx's module hooks on Node 20, so the worker starts from a tiny script that
 * registers tsx and then imports the TypeScript worker.
 */
const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)}); })`;

/** Warm-up then a timed autocannon run against url, in a worker thread; resolves with the timed run. */
export function measureLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: spec });
    let result: LoadResult | undefined;
    worker.once('message', (msg: LoadResult) => (result = msg));
    worker.once('error', reject);
    worker.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load worker exited with code ${code} and no result`))));
  });
}

export type Timing = { median: number; min: number; max: number; runs: number };

/** Runs fn a few times to warm caches and plans, then `runs` times; reports the median wall time in ms. */
export async function timeQuery(fn: () => Promise<unknown>, runs = 20, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  return { median, min: times[0], max: times[times.length - 1], runs };
}
