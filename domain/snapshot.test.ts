import { describe, expect, it } from 'vitest';
import { decodeSnapshot, fromBase64, type SignedSnapshot, snapshotPath, toBase64Url } from './snapshot';

// The shared health snapshot link (spec part 2 §3 payload, §8 messages).

const payload = {
  projectName: 'Kitchen — Ávila',
  location: 'Tampa, FL',
  status: 'active',
  budget: 12500.5,
  expenses: 4000,
  startDate: '2026-01-05',
  endDate: null,
  timestamp: '2026-11-24T05:40:00.000Z',
  metrics: {
    overallHealth: 82,
    riskLevel: 'low',
    budgetHealth: 90,
    timelineHealth: 75,
    qualityScore: 80,
    completionPercentage: 40,
    profitMargin: 68,
  },
};
const signed: SignedSnapshot = { ...payload, signature: 'abc_-123' };

describe('base64url', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['??>', 'Pz8-'], // '+' becomes '-'
    ['???', 'Pz8_'], // '/' becomes '_'
    ['é', 'w6k'], // UTF-8 bytes, not UTF-16 code units
  ])('%j encodes to %j without padding', (text, encoded) => {
    expect(toBase64Url(text)).toBe(encoded);
    expect(fromBase64(encoded)).toBe(text);
  });

  it('reads standard base64 with padding too', () => {
    expect(fromBase64('Pz8+')).toBe('??>');
    expect(fromBase64('Pz8/')).toBe('???');
    expect(fromBase64('Zg==')).toBe('f');
    expect(fromBase64('w6k=')).toBe('é');
  });

  it('round-trips any text, emoji included', () => {
    for (const text of ['a', 'ab', 'abc', 'abcd', '🏗️ $1,234.56 — done', JSON.stringify(signed)]) {
      const encoded = toBase64Url(text);
      expect(encoded).not.toMatch(/[+/=]/);
      expect(fromBase64(encoded)).toBe(text);
    }
  });

  it('throws on bytes that are not UTF-8', () => {
    expect(() => fromBase64('_w')).toThrow(); // 0xFF
  });
});

describe('snapshot links', () => {
  it('builds /shared-snapshot/{base64url JSON} and decodes it back', () => {
    const path = snapshotPath(signed);
    expect(path.startsWith('/shared-snapshot/')).toBe(true);
    const data = path.slice('/shared-snapshot/'.length);
    expect(data).toBe(toBase64Url(JSON.stringify(signed)));
    expect(decodeSnapshot(data)).toEqual({ ok: true, snapshot: signed });
  });

  it('accepts a payload without a signature (an older link)', () => {
    expect(decodeSnapshot(toBase64Url(JSON.stringify(payload)))).toEqual({ ok: true, snapshot: payload });
  });

  it('decodes a percent-encoded link', () => {
    const b64 = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64'); // may hold '+', '/' and '='
    expect(decodeSnapshot(encodeURIComponent(b64))).toEqual({ ok: true, snapshot: payload });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of text that is not JSON', toBase64Url('hello')],
    ['a bad percent escape', '%E0%A4%A'],
  ])('%s → Failed to load snapshot data', (_label, data) => {
    expect(decodeSnapshot(data)).toEqual({ ok: false, message: 'Failed to load snapshot data' });
  });

  it.each([
    ['a number', 42],
    ['a missing metric', { ...payload, metrics: { ...payload.metrics, profitMargin: undefined } }],
    ['a budget as text', { ...payload, budget: '12500' }],
    ['a signature that is not text', { ...payload, signature: 5 }],
    ['no project name', { ...payload, projectName: undefined }],
  ])('%s → Invalid snapshot data', (_label, value) => {
    expect(decodeSnapshot(toBase64Url(JSON.stringify(value)))).toEqual({ ok: false, message: 'Invalid snapshot data' });
  });
});
