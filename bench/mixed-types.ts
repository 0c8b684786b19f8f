/** What a mixed-load run asks of its worker: plain data, so it crosses the worker boundary. */
export type MixedSpec = {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Read paths, picked uniformly. */
  reads: string[];
  /** Share of requests that write (0.1 = 10 %), half expenses, half work records. */
  writeShare: number;
  projectIds: number[];
  employeeIds: number[];
  /** Dates the writes land on (the current payroll week). */
  dates: string[];
  seed: number;
};

export type KindResult = { requests: number; p50: number; p99: number; non2xx: number };

/** What a mixed-load run measured; latencies exact (fractional ms) from every response. */
export type MixedResult = {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  reads: KindResult;
  writes: KindResult;
  /** Per read path and write kind. */
  byKind: Record<string, KindResult>;
};
