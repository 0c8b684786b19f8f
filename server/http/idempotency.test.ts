import { describe, expect, it } from 'vitest';
import { listContracts } from '../../domain/api';
import { actorScope, INVALID_KEY_MESSAGE, isCreate, parseIdempotencyKey, requestHash, stableJson } from './idempotency';

describe('parseIdempotencyKey', () => {
  it('takes 1 to 255 printable ASCII characters', () => {
    for (const key of ['a', 'k'.repeat(255), '7f3c2a9e-1b4d-4e8a-9c0f-2d6b8e1a5c3f', 'with space', '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~']) {
      expect(parseIdempotencyKey(key)).toEqual({ key });
    }
  });
  it('refuses an empty, too long, non-ASCII, control-character or repeated header', () => {
    for (const bad of ['', 'k'.repeat(256), 'clé', 'tab\there', 'nul\u0000', 'emoji🙂']) {
      expect(parseIdempotencyKey(bad)).toEqual({ error: INVALID_KEY_MESSAGE });
    }
    expect(parseIdempotencyKey(['a', 'b'])).toEqual({ error: INVALID_KEY_MESSAGE });
  });
});

describe('requestHash', () => {
  it('is the same for the same body in any key order, and differs for another body or query', () => {
    const a = requestHash({ amount: 12.5, nested: { x: 1, y: [1, 2] }, note: 'n' }, {});
    expect(requestHash({ note: 'n', nested: { y: [1, 2], x: 1 }, amount: 12.5 }, {})).toBe(a);
    expect(requestHash({ note: 'n', nested: { y: [2, 1], x: 1 }, amount: 12.5 }, {})).not.toBe(a);
    expect(requestHash({ amount: 12.5, nested: { x: 1, y: [1, 2] }, note: 'n' }, { dryRun: 'true' })).not.toBe(a);
    expect(requestHash(undefined, undefined)).toBe(requestHash(null, null));
    expect(requestHash({}, {})).not.toBe(requestHash(null, null));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
  it('reads dates and big integers as text', () => {
    expect(stableJson({ b: 2n, a: new Date('2026-11-03T00:00:00Z') })).toBe('{"a":"2026-11-03T00:00:00.000Z","b":"2"}');
    expect(stableJson(undefined)).toBe('null');
  });
});

describe('actorScope', () => {
  it('is the user, or the owner while sign-in is off', () => {
    expect(actorScope({ id: 7 })).toBe('user:7');
    expect(actorScope({ id: null })).toBe('owner');
    expect(actorScope(null)).toBe('anonymous');
  });
});

describe('isCreate', () => {
  it('is every POST answering 201 but the first owner’s setup, uploads included', () => {
    const creates = listContracts()
      .map((c) => c.endpoint)
      .filter(isCreate)
      .map((e) => e.path)
      .sort();
    expect(creates).toContain('/api/expenses');
    expect(creates).toContain('/api/projects/:id/photos');
    expect(creates).toContain('/api/statements/accounts/:id/import');
    expect(creates).not.toContain('/api/auth/setup');
    const posts201 = listContracts().filter((c) => c.endpoint.method === 'POST' && 'status' in c.endpoint && c.endpoint.status === 201);
    expect(creates).toHaveLength(posts201.length - 1);
    expect(listContracts().filter((c) => c.endpoint.method !== 'POST' && isCreate(c.endpoint))).toEqual([]);
  });
});
