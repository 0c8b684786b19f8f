import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load-types';

/**
 * Runs in a worker thread so the load generator has its own event loop and does not queue behind the
 * servers it measures. Inside a worker autocannon hands back its raw, un-aggregated result, and its
 * histogram keeps whole milliseconds anyway; so latencies, counts and bytes are recorded here from each
 * response (fractional ms), and req/s is completed responses ÷ measured wall time.
 */
function run(spec: LoadSpec, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let responses = 0;
    let bytes = 0;
    let started = performance.now();
    // Like a browser, every request accepts gzip; the bare server answers with the same gzipped bytes.
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
    if (spec.requests) headers['content-type'] = 'application/json';
    const options = { url: spec.url, connections: spec.connections, duration: seconds, headers, requests: spec.requests };
    const instance = autocannon(options, (err, result) => {
      if (err) return reject(err instanceof Error ? err : new Error(String(err)));
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const at = (p: number) =>
        latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] : Number.NaN;
      resolve({
        url: spec.url,
        p50: at(0.5),
        p99: at(0.99),
        requestsPerSecond: responses / elapsed,
        requests: responses,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        bytesPerSecond: bytes / elapsed,
      });
    });
    instance.on('start', () => (started = performance.now()));
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      responses += 1;
      bytes += resBytes;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

const spec = workerData as LoadSpec;
if (spec.warmupSeconds > 0) await run(spec, spec.warmupSeconds);
parentPort?.postMessage(await run(spec, spec.durationSeconds));
