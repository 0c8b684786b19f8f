import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GEOCODING_BUSY_MESSAGE,
  GEOCODING_OFF_MESSAGE,
  GEOCODING_UNAVAILABLE_MESSAGE,
  type NominatimPlace,
} from '../../../domain/geocoding';
import { createNominatimGeocoder, createThrottle, type Geocoder, geocoderFromEnv, PLUMBLINE_USER_AGENT } from '../../adapters/geocoding';
import { rows } from '../../db/sql-fragments';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

/** A Nominatim `format=jsonv2&addressdetails=1` answer for "401 Channelside Dr Tampa" (shortened). */
const CHANNELSIDE: NominatimPlace & Record<string, unknown> = {
  place_id: 318754342,
  osm_type: 'way',
  lat: '27.9423513',
  lon: '-82.4503718',
  category: 'building',
  name: '',
  display_name: '401, Channelside Drive, Channel District, Tampa, Hillsborough County, Florida, 33602, United States',
  address: {
    house_number: '401',
    road: 'Channelside Drive',
    city: 'Tampa',
    state: 'Florida',
    'ISO3166-2-lvl4': 'US-FL',
    postcode: '33602',
    country_code: 'us',
  },
};

type Seen = { path: string; params: Record<string, string>; userAgent: string | undefined };

/** A fake Nominatim on 127.0.0.1 answering every /search with the canned place, remembering what it was asked. */
async function fakeNominatim() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push({ path: url.pathname, params: Object.fromEntries(url.searchParams), userAgent: req.headers['user-agent'] });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([CHANNELSIDE]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, seen, close };
}

describe.each(databaseKinds)('address search through the server on %s', (kind) => {
  let fake: Awaited<ReturnType<typeof fakeNominatim>>;
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  // The app's geocoder, built by the env factory against the fake; the 429 case swaps in a throttle that is never free.
  let current: Geocoder;
  const geocoder: Geocoder = { name: 'nominatim', search: (q) => current.search(q) };

  beforeAll(async () => {
    fake = await fakeNominatim();
    current = geocoderFromEnv({ GEOCODER_URL: fake.url });
    server = await startTestServer(kind, { geocoder });
    api = httpClient(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close().catch(() => {});
  });

  const search = (q: string) => api.get(`/api/geocoding/search?q=${encodeURIComponent(q)}`);

  it('is off by default: 409, and nothing reaches the geocoding service', async () => {
    expect(await api.get('/api/geocoding/settings')).toEqual({ status: 200, body: { enabled: false } });
    expect(await search('401 Channelside Dr, Tampa')).toEqual({ status: 409, body: { message: GEOCODING_OFF_MESSAGE } });
    expect(fake.seen).toEqual([]);
    // A GET writes nothing: the setting is not stored until the owner saves it.
    const stored = await rows(server.database.db.execute(sql`SELECT 1 FROM configurations WHERE key = 'geocoding.enabled'`));
    expect(stored).toEqual([]);
  });

  it('refuses a bad setting and a bad query with 400, without asking the service', async () => {
    expect((await api.put('/api/geocoding/settings', { enabled: 'yes' })).status).toBe(400);
    expect((await api.put('/api/geocoding/settings', {})).status).toBe(400);
    const short = await search('  ab ');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Type at least 3 characters of the address to search');
    const long = await search('x'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('Address search text must be at most 200 characters');
    expect((await api.get('/api/geocoding/search')).status).toBe(400);
    expect(fake.seen).toEqual([]);
  });

  it('once the owner turns it on, answers the parsed results from Nominatim, asked for US addresses as Plumbline', async () => {
    expect(await api.put('/api/geocoding/settings', { enabled: true })).toEqual({ status: 200, body: { enabled: true } });
    expect(await api.get('/api/geocoding/settings')).toEqual({ status: 200, body: { enabled: true } });
    const res = await search('  401 Channelside Dr, Tampa ');
    expect(res).toEqual({
      status: 200,
      body: [
        {
          label: '401 Channelside Drive, Tampa, FL 33602',
          streetAddress: '401 Channelside Drive',
          city: 'Tampa',
          state: 'FL',
          zipCode: '33602',
          country: 'USA',
          latitude: 27.9423513,
          longitude: -82.4503718,
        },
      ],
    });
    expect(fake.seen).toEqual([
      {
        path: '/search',
        params: { format: 'jsonv2', addressdetails: '1', countrycodes: 'us', limit: '5', q: '401 Channelside Dr, Tampa' },
        userAgent: PLUMBLINE_USER_AGENT,
      },
    ]);
    expect(PLUMBLINE_USER_AGENT).toMatch(/^Plumbline\//);
  });

  it('answers 429 while the shared one-per-second limit is taken', async () => {
    current = createNominatimGeocoder({ url: fake.url, throttle: createThrottle({ intervalMs: 60_000, maxWaitMs: 0 }) });
    try {
      expect((await search('401 Channelside')).status).toBe(200);
      expect(await search('402 Channelside')).toEqual({ status: 429, body: { message: GEOCODING_BUSY_MESSAGE } });
      expect(fake.seen.at(-1)?.params.q).toBe('401 Channelside');
    } finally {
      current = geocoderFromEnv({ GEOCODER_URL: fake.url });
    }
  });

  it('answers 503 with a sentence when the service cannot be reached, and 409 again once turned off', async () => {
    await fake.close();
    expect(await search('401 Channelside Dr')).toEqual({ status: 503, body: { message: GEOCODING_UNAVAILABLE_MESSAGE } });
    expect(await api.put('/api/geocoding/settings', { enabled: false })).toEqual({ status: 200, body: { enabled: false } });
    expect(await search('401 Channelside Dr')).toEqual({ status: 409, body: { message: GEOCODING_OFF_MESSAGE } });
  });
});
