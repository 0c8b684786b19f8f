import { inflateRawSync } from 'node:zlib';
import { strFromU8, unzipSync, Zip } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deflated, deflatedEntry } from './deflated';

/** CRC-32 (IEEE 802.3, the zip format's), bit by bit: independent of zlib. */
function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

describe('files deflated off the main thread for the pack', () => {
  const text = new TextEncoder().encode(`${'2026-03-05 (EXP-1) Lumber, 2x4\n    expenses:5010 Materials  $12.50\n'.repeat(5000)}é ünïcode`);

  it('answers the raw deflate stream, the size and the CRC-32 of the original bytes', async () => {
    const d = await deflated(text);
    expect(d.size).toBe(text.byteLength);
    expect(crc32(text)).toBe(d.crc);
    expect(Buffer.from(inflateRawSync(d.data)).equals(Buffer.from(text))).toBe(true);
    expect(d.data.byteLength).toBeLessThan(text.byteLength / 10);
    const empty = await deflated(new Uint8Array(0));
    expect(empty).toMatchObject({ size: 0, crc: 0 });
    expect(inflateRawSync(empty.data).byteLength).toBe(0);
  });

  it('makes a zip entry that unzips to the same bytes beside fflate’s own', async () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((err, chunk) => {
      if (err) throw err;
      chunks.push(chunk);
    });
    const entry = deflatedEntry('ledger/journal-2026.hledger', await deflated(text));
    zip.add(entry);
    entry.send();
    zip.end();
    const files = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(files)).toEqual(['ledger/journal-2026.hledger']);
    expect(strFromU8(files['ledger/journal-2026.hledger'])).toBe(new TextDecoder().decode(text));
  });
});
