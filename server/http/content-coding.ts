import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A compressed copy of a body the response cache can send. */
export type Coding = 'br' | 'gzip';

/**
 * The coding to send a body in, by the request's Accept-Encoding (RFC 9110 §12.5.3): brotli when the client
 * takes it, else gzip, else none. A coding listed with q=0 is refused, and so is one only `*;q=0` would cover.
 */
export function pickCoding(acceptEncoding: string | string[] | undefined): Coding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (header === '') return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: Coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli quality for JSON answers. A body is compressed once per rebuild and sent many times, but the busiest bodies
 * are rebuilt after every write that touches them. On the benchmark's 587 KB payroll week
 * (docs/decisions/008-the-project-list-kept-per-project-brotli-for-json-one-alert.md, "Brotli for JSON answers") quality 3 takes about 60 %
 * of quality 4's CPU (and a third of gzip 6's) for 2.4 % more bytes; the project list, 5 % more. Quality 2 saves little more CPU and gives 15 % more bytes on the list.
 */
export const BROTLI_QUALITY = 3;

/** The body compressed in the given coding (gzip at its default level, see ResponseCache.sendEntry). */
export function compress(text: string | Buffer, coding: Coding): Buffer {
  if (coding === 'gzip') return gzipSync(text);
  const buffer = typeof text === 'string' ? Buffer.from(text) : text;
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}
