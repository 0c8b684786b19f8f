import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder, createOffGeocoder, createThrottle, type GeocodingError, geocoderFromEnv } from './index';

const noThrottle = createThrottle({ intervalMs: 0, maxWaitMs: 0 });

/** A tiny Nominatim on 127.0.0.1: /fail answers 502, /html a page that is not JSON, /slow never in time. */
describe('the Nominatim geocoder', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url?.startsWith('/fail')) res.writeHead(502).end('bad gateway');
      else if (req.url?.startsWith('/html')) res.writeHead(200, { 'content-type': 'text/html' }).end('<html>busy</html>');
      else if (req.url?.startsWith('/error')) res.writeHead(200).end(JSON.stringify({ error: 'Unable to geocode' }));
      else setTimeout(() => res.writeHead(200).end('[]'), 2_000);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: GeocodingError) => ({ reason: e.reason, message: e.message }),
    );

  it('fails as unavailable on an error status, a body that is not JSON, a timeout and a closed port', async () => {
    const at = (path: string, timeoutMs?: number) => createNominatimGeocoder({ url: base + path, throttle: noThrottle, timeoutMs });
    expect(await failure(at('/fail').search('401 Main'))).toEqual({ reason: 'unavailable', message: 'Nominatim answered 502' });
    expect(await failure(at('/html').search('401 Main'))).toEqual({
      reason: 'unavailable',
      message: 'Nominatim answered something other than JSON',
    });
    expect(await failure(at('/slow', 200).search('401 Main'))).toEqual({
      reason: 'unavailable',
      message: 'Nominatim did not answer within 0.2 s',
    });
    const closed = createNominatimGeocoder({ url: 'http://127.0.0.1:1/search', throttle: noThrottle });
    expect((await failure(closed.search('401 Main')))?.reason).toBe('unavailable');
  });

  it('answers [] for an error object, and the off geocoder never looks anything up', async () => {
    expect(await createNominatimGeocoder({ url: `${base}/error`, throttle: noThrottle }).search('nowhere at all')).toEqual([]);
    expect(await failure(createOffGeocoder().search('401 Main'))).toEqual({ reason: 'off', message: 'Address search is switched off' });
  });

  it('takes GEOCODER_URL from the environment, the public Nominatim by default, and refuses a URL that is not http(s)', () => {
    expect(geocoderFromEnv({}).name).toBe('nominatim');
    expect(geocoderFromEnv({ GEOCODER_URL: ' ' }).name).toBe('nominatim');
    expect(() => geocoderFromEnv({ GEOCODER_URL: 'ftp://example.com/search' })).toThrow('GEOCODER_URL must be an http or https URL');
    expect(() => geocoderFromEnv({ GEOCODER_URL: 'not a url' })).toThrow('GEOCODER_URL must be an http or https URL');
  });
});

describe('the throttle', () => {
  it('books one slot per interval, queues up to the longest wait and refuses beyond it as busy', async () => {
    let t = 10_000;
    const throttle = createThrottle({ intervalMs: 50, maxWaitMs: 100, now: () => t });
    const timed = async () => {
      const start = performance.now();
      await throttle.take();
      return performance.now() - start;
    };
    // At one instant: the first goes at once, the next two wait 50 and 100 ms, a fourth (150 ms) is refused.
    const waits = [timed(), timed(), timed()];
    await expect(throttle.take()).rejects.toMatchObject({ reason: 'busy' });
    const [first, second, third] = await Promise.all(waits);
    expect(first).toBeLessThan(20);
    expect(second).toBeGreaterThanOrEqual(45);
    expect(third).toBeGreaterThanOrEqual(95);
    // Once the clock passes the booked slots, a request goes at once again.
    t += 1_000;
    expect(await timed()).toBeLessThan(20);
  });
});
