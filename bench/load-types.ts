/** What one load run asks of the worker. */
export type LoadSpec = {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Requests each connection sends in turn instead of GET url (e.g. POSTs with JSON bodies); paths are on url's host. */
  requests?: { method: 'POST' | 'PUT'; path: string; body: string }[];
};

/** What one load run measured. Latencies are exact (fractional ms), from every 2xx response. */
export type LoadResult = {
  url: string;
  p50: number;
  p99: number;
  /** Completed responses per second of wall time. */
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
};
