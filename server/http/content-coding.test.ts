import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickCoding } from './content-coding';

describe('pickCoding (Accept-Encoding negotiation)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0.5', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    [['gzip', 'br'], 'br'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickCoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('compress', () => {
  const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ employeeId: i, employeeName: `Worker ${i}`, totalPay: i * 12.5 })));

  it('round-trips in both codings, each smaller than the text', () => {
    const br = compress(text, 'br');
    const gz = compress(text, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 4);
    expect(gz.length).toBeLessThan(text.length / 4);
  });
});
