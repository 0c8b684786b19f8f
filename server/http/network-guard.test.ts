import { describe, expect, it } from 'vitest';
import { defaultAllowedHosts, hostMatcher, isCrossSite } from './network-guard';

describe('host and origin rules', () => {
  it('matches host names with and without a port', () => {
    const ok = hostMatcher(defaultAllowedHosts('127.0.0.1', 5000));
    expect(['127.0.0.1:5000', 'localhost:5000', '[::1]:5000', 'LOCALHOST:5000'].map(ok)).toEqual([true, true, true, true]);
    expect(['127.0.0.1:5001', 'evil.example:5000', 'evil.example', '', undefined, 'a b'].map(ok)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const configured = hostMatcher(defaultAllowedHosts('0.0.0.0', 5000, ['books.example.com']));
    expect(['books.example.com', 'books.example.com:443', 'localhost:5000'].map(configured)).toEqual([true, true, false]);
    expect(defaultAllowedHosts('0.0.0.0', 5000)).not.toContain('0.0.0.0:5000');
  });

  it('tells a cross-site change from a same-origin one', () => {
    const req = (method: string, headers: Record<string, string>) => ({ method, headers: { host: 'localhost:5000', ...headers } });
    expect(isCrossSite(req('GET', { origin: 'http://evil.example' }))).toBe(false);
    expect(isCrossSite(req('POST', {}))).toBe(false);
    expect(isCrossSite(req('POST', { origin: 'http://localhost:5000' }))).toBe(false);
    expect(isCrossSite(req('PATCH', { origin: 'http://localhost:5001' }))).toBe(true);
    expect(isCrossSite(req('DELETE', { 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(req('PUT', { origin: 'http://localhost:5000', 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite({ method: 'POST', headers: { host: 'books.example.com', origin: 'https://books.example.com' } })).toBe(false);
    expect(isCrossSite({ method: 'POST', headers: { host: 'books.example.com', origin: 'http://books.example.com:8080' } })).toBe(true);
  });

  it('refuses a download that does work when another site sent the browser there, and only then (issue 38)', () => {
    const req = (method: string, headers: Record<string, string>) => ({ method, headers: { host: 'localhost:5000', ...headers } });
    expect(isCrossSite(req('GET', { 'sec-fetch-site': 'cross-site' }), true)).toBe(true);
    expect(isCrossSite(req('GET', { 'sec-fetch-site': 'same-site' }), true)).toBe(true);
    expect(isCrossSite(req('GET', { 'sec-fetch-site': 'same-origin' }), true)).toBe(false);
    expect(isCrossSite(req('GET', { 'sec-fetch-site': 'none' }), true)).toBe(false);
    expect(isCrossSite(req('GET', {}), true)).toBe(false);
    // A JSON read is not a download: a cross-site page cannot read its answer (no CORS) and it changes nothing.
    expect(isCrossSite(req('GET', { 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });
});
