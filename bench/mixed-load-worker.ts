import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { KindResult, MixedResult, MixedSpec } from './mixed-types';
import { mulberry32 } from './prng';

/**
 * The mixed load, in a worker thread (its own event loop, as load-worker.ts): every connection picks its next
 * request at random — a read path, or (writeShare of the time) a new expense or a new work record on an active
 * project dated in the current payroll week. Latency is recorded per response and per kind.
 */
function run(spec: MixedSpec, seconds: number): Promise<MixedResult> {
  const rand = mulberry32(spec.seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const samples = new Map<string, { lat: number[]; non2xx: number }>();
  let started = performance.now();
  let responses = 0;

  const request = {
    setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
      const r = rand();
      if (r >= spec.writeShare) {
        const path = pick(spec.reads);
        context.kind = `GET ${path.split('?')[0]}`;
        return { ...req, method: 'GET', path, body: undefined, headers: { 'accept-encoding': 'gzip, deflate, br' } };
      }
      const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
      if (r < spec.writeShare / 2) {
        context.kind = 'POST /api/expenses';
        const body = {
          projectId: pick(spec.projectIds),
          category: pick(['material', 'gas', 'equipment', 'other']),
          description: 'Bench mixed load',
          amount: Math.round(rand() * 50_000 + 100) / 100,
          date: pick(spec.dates),
        };
        return { ...req, method: 'POST', path: '/api/expenses', headers, body: JSON.stringify(body) };
      }
      context.kind = 'POST /api/time-entries';
      const body = {
        projectId: pick(spec.projectIds),
        employeeId: pick(spec.employeeIds),
        date: pick(spec.dates),
        entryType: 'days',
        days: 1,
      };
      return { ...req, method: 'POST', path: '/api/time-entries', headers, body: JSON.stringify(body) };
    },
  };

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // biome-ignore lint/suspicious/noExplicitAny: autocannon's request typings don't model setupRequest's context argument.
      { url: spec.baseUrl, connections: spec.connections, duration: seconds, requests: [request as any] },
      (err, result) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        const elapsed = (performance.now() - started) / 1000;
        const summarize = (lat: number[], non2xx: number): KindResult => {
          lat.sort((a, b) => a - b);
          const at = (p: number) => (lat.length ? lat[Math.min(lat.length - 1, Math.ceil(p * lat.length) - 1)] : Number.NaN);
          return { requests: lat.length, p50: at(0.5), p99: at(0.99), non2xx };
        };
        const byKind: Record<string, KindResult> = {};
        const all: number[] = [];
        const reads: number[] = [];
        const writes: number[] = [];
        let readFail = 0;
        let writeFail = 0;
        for (const [kind, s] of samples) {
          byKind[kind] = summarize([...s.lat], s.non2xx);
          all.push(...s.lat);
          if (kind.startsWith('GET')) {
            reads.push(...s.lat);
            readFail += s.non2xx;
          } else {
            writes.push(...s.lat);
            writeFail += s.non2xx;
          }
        }
        const total = summarize(all, 0);
        resolve({
          requestsPerSecond: responses / elapsed,
          requests: responses,
          p50: total.p50,
          p99: total.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          reads: summarize(reads, readFail),
          writes: summarize(writes, writeFail),
          byKind,
        });
      },
    );
    instance.on('start', () => (started = performance.now()));
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      responses += 1;
      // setupRequest wrote the kind into the connection's context; it is reset only when the next request is built.
      const kind = String((client as unknown as { requestIterator: { context: { kind?: string } } }).requestIterator.context.kind ?? '?');
      const s = samples.get(kind) ?? { lat: [], non2xx: 0 };
      samples.set(kind, s);
      if (statusCode >= 200 && statusCode < 300) s.lat.push(responseTime);
      else s.non2xx += 1;
    });
  });
}

const spec = workerData as MixedSpec;
if (spec.warmupSeconds > 0) await run(spec, spec.warmupSeconds);
parentPort?.postMessage(await run(spec, spec.durationSeconds));
