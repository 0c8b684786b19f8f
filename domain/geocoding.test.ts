import { describe, expect, it } from 'vitest';
import { addressSearchQuerySchema, addressSearchUrl, type NominatimPlace, toAddressResult, toAddressResults } from './geocoding';

// Shape of a real Nominatim `format=jsonv2&addressdetails=1` answer for "401 Channelside Dr Tampa".
const channelside: NominatimPlace & Record<string, unknown> = {
  place_id: 318754342,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 26853812,
  lat: '27.9423513',
  lon: '-82.4503718',
  category: 'building',
  type: 'yes',
  place_rank: 30,
  importance: 0.00009999999999998899,
  addresstype: 'building',
  name: '',
  display_name: '401, Channelside Drive, Channel District, Tampa, Hillsborough County, Florida, 33602, United States',
  address: {
    house_number: '401',
    road: 'Channelside Drive',
    neighbourhood: 'Channel District',
    city: 'Tampa',
    county: 'Hillsborough County',
    state: 'Florida',
    'ISO3166-2-lvl4': 'US-FL',
    postcode: '33602',
    country: 'United States',
    country_code: 'us',
  },
  boundingbox: ['27.9421', '27.9426', '-82.4506', '-82.4501'],
};

const townHall: NominatimPlace = {
  lat: '28.0836111123456789',
  lon: '-80.6080555',
  name: 'Melbourne City Hall',
  display_name: 'Melbourne City Hall, Melbourne, Brevard County, Florida, 32901;32902, United States',
  address: { amenity: 'Melbourne City Hall', town: 'Melbourne', state: 'Florida', postcode: '32901;32902', country_code: 'us' },
};

describe('toAddressResult', () => {
  it('maps street, city, state code, ZIP and coordinates', () => {
    expect(toAddressResult(channelside)).toEqual({
      label: '401 Channelside Drive, Tampa, FL 33602',
      streetAddress: '401 Channelside Drive',
      city: 'Tampa',
      state: 'FL',
      zipCode: '33602',
      country: 'USA',
      latitude: 27.9423513,
      longitude: -82.4503718,
    });
  });

  it('falls back to the place name, town, state name and first postcode; rounds to 8 decimals', () => {
    expect(toAddressResult(townHall)).toEqual({
      label: 'Melbourne City Hall, Melbourne, Florida 32901',
      streetAddress: 'Melbourne City Hall',
      city: 'Melbourne',
      state: 'Florida',
      zipCode: '32901',
      country: 'USA',
      latitude: 28.08361111,
      longitude: -80.6080555,
    });
  });

  it('uses the display name when no address details came back, and skips places without coordinates', () => {
    expect(toAddressResult({ lat: '30.1', lon: '-81.2', display_name: 'Somewhere, United States' })?.label).toBe(
      'Somewhere, United States',
    );
    expect(toAddressResult({ lat: 'x', lon: '-81.2', display_name: 'Nowhere' })).toBeNull();
  });
});

describe('toAddressResults', () => {
  it('drops duplicate labels and keeps at most 5 results', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      ...channelside,
      address: { ...channelside.address, house_number: String(400 + i) },
    }));
    const results = toAddressResults([channelside, channelside, ...many]);
    expect(results).toHaveLength(5);
    expect(new Set(results.map((r) => r.label)).size).toBe(5);
  });

  it('answers [] for a body that is not a list', () => {
    expect(toAddressResults({ error: 'Unable to geocode' })).toEqual([]);
    expect(toAddressResults(null)).toEqual([]);
  });
});

describe('addressSearchUrl', () => {
  it('asks Nominatim for 5 US results with address details', () => {
    const url = new URL(addressSearchUrl('  401 Channelside Dr  '));
    expect(url.origin + url.pathname).toBe('https://nominatim.openstreetmap.org/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us',
      limit: '5',
      q: '401 Channelside Dr',
    });
  });

  it('keeps the path and any parameters of a configured service URL', () => {
    const url = new URL(addressSearchUrl('Tampa', 'http://127.0.0.1:8088/nominatim/search?email=owner%40example.com'));
    expect(url.pathname).toBe('/nominatim/search');
    expect(url.searchParams.get('email')).toBe('owner@example.com');
    expect(url.searchParams.get('q')).toBe('Tampa');
  });
});

describe('addressSearchQuerySchema', () => {
  it.each([
    ['trims the text', '  401 Channelside  ', { q: '401 Channelside' }],
    ['accepts 3 characters', 'abc', { q: 'abc' }],
    ['refuses fewer than 3 once trimmed', '  ab  ', 'Type at least 3 characters of the address to search'],
    ['refuses more than 200', 'x'.repeat(201), 'Address search text must be at most 200 characters'],
    ['refuses a NUL character', '401\u0000Main', 'Text must not contain NUL characters'],
  ])('%s', (_what, q, expected) => {
    const parsed = addressSearchQuerySchema.safeParse({ q });
    if (typeof expected === 'string') expect(parsed.error?.issues[0]?.message).toBe(expected);
    else expect(parsed.data).toEqual(expected);
  });

  it('requires q', () => {
    expect(addressSearchQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('Address search text is required');
  });
});
