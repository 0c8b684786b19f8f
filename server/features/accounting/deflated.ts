import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ZipInputFile } from 'fflate';

const gzipAsync = promisify(gzip);

/** A file's bytes deflated for a zip entry, with what the entry's header needs. */
export type Deflated = { size: number; crc: number; data: Uint8Array };

/**
 * Deflates a file with zlib in Node's thread pool, not on the thread that answers requests (the pack's ledger files
 * are some 60 MB of text: 2 s of fflate on that thread). gzip's trailer carries the CRC-32 a zip entry needs: Node
 * writes the plain 10-byte gzip header (no name, no extra field), so the raw deflate stream is what lies between it
 * and the 8-byte trailer (CRC-32, then the size), RFC 1952.
 */
export async function deflated(data: Uint8Array): Promise<Deflated> {
  const gz = await gzipAsync(data, { level: 1 });
  if (gz[0] !== 0x1f || gz[1] !== 0x8b || gz[3] !== 0) throw new Error('zlib wrote an unexpected gzip header');
  return { size: data.byteLength, crc: gz.readUInt32LE(gz.length - 8), data: gz.subarray(10, gz.length - 8) };
}

/** A zip entry of already deflated bytes (method 8), added to an fflate Zip with zip.add then sent whole. */
export function deflatedEntry(filename: string, d: Deflated): ZipInputFile & { send: () => void } {
  const entry: ZipInputFile & { send: () => void } = {
    filename,
    size: d.size,
    crc: d.crc,
    compression: 8,
    send: () => entry.ondata?.(null, d.data as Uint8Array<ArrayBuffer>, true),
  };
  return entry;
}
