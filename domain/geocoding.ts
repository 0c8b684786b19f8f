import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { hasNoNul, NUL_MESSAGE } from './validation';

/**
 * Address search (docs/product/screens.md §2.6: US only, at most 5 results) through the server's geocoding adapter
 * (server/adapters/geocoding): the browser asks our server, which asks OpenStreetMap Nominatim only when the
 * owner has turned address search on (issue 39 scope 6). The pure part lives here: what a result is, how a
 * Nominatim answer becomes results, and what the search accepts.
 */

/** One address suggestion, ready to copy into the project's address fields. */
export const addressResultSchema = lazySchema(() =>
  z.object({
    /** Short one-line label shown in the suggestion list, e.g. "123 Main Street, Tampa, FL 33602". */
    label: z.string(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    /** Two-letter state code when Nominatim gives one ("FL"), else the state name. */
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.literal('USA'),
    /** Decimal degrees, at most 8 decimals (column precision 10,8). */
    latitude: z.number(),
    /** Decimal degrees, at most 8 decimals (column precision 11,8). */
    longitude: z.number(),
  }),
);
export type AddressResult = z.infer<typeof addressResultSchema>;

/** The part of a Nominatim `jsonv2` search result (with `addressdetails=1`) we read. */
export type NominatimPlace = {
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
  address?: Record<string, string | undefined>;
};

export const NOMINATIM_SEARCH_URL = 'https://nominatim.openstreetmap.org/search';
export const MAX_ADDRESS_RESULTS = 5;
export const MIN_ADDRESS_QUERY_LENGTH = 3;
export const MAX_ADDRESS_QUERY_LENGTH = 200;

/** The owner's switch (configurations `geocoding.enabled`): off until turned on. */
export const geocodingSettingsSchema = lazySchema(() => z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }));
export type GeocodingSettings = z.infer<typeof geocodingSettingsSchema>;

/** ?q= of GET /api/geocoding/search: trimmed, 3–200 characters, no NUL. */
export const addressSearchQuerySchema = lazySchema(() =>
  z.object({
    q: z
      .string({ error: 'Address search text is required' })
      .refine(hasNoNul, NUL_MESSAGE)
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .min(MIN_ADDRESS_QUERY_LENGTH, `Type at least ${MIN_ADDRESS_QUERY_LENGTH} characters of the address to search`)
          .max(MAX_ADDRESS_QUERY_LENGTH, `Address search text must be at most ${MAX_ADDRESS_QUERY_LENGTH} characters`),
      ),
  }),
);

/** 409 while the owner has not turned address search on. */
export const GEOCODING_OFF_MESSAGE = 'Address search is off: the owner can turn it on in Settings';
/** 429 when the process already has requests waiting for Nominatim's one-per-second limit. */
export const GEOCODING_BUSY_MESSAGE = 'Address search is busy: try again in a second';
/** 503 when the geocoding service cannot be reached, times out or answers with an error. */
export const GEOCODING_UNAVAILABLE_MESSAGE =
  'Address search is unavailable right now: the address service could not be reached. Enter the address in the fields instead.';

const round8 = (n: number) => Math.round(n * 1e8) / 1e8;

/** Nominatim puts the town name under one of several keys depending on the place's size. */
function cityOf(a: Record<string, string | undefined>): string | null {
  return a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? a.suburb ?? null;
}

/** "US-FL" → "FL"; falls back to the full state name. */
function stateOf(a: Record<string, string | undefined>): string | null {
  const iso = a['ISO3166-2-lvl4'];
  if (iso && /^US-[A-Z]{2}$/.test(iso)) return iso.slice(3);
  return a.state ?? null;
}

/** "33602-1234;33603" → "33602-1234": Nominatim may list several postcodes. */
function zipOf(a: Record<string, string | undefined>): string | null {
  const zip = a.postcode?.split(/[;,]/)[0]?.trim();
  return zip ? zip : null;
}

function streetOf(place: NominatimPlace, a: Record<string, string | undefined>): string | null {
  const street = [a.house_number, a.road].filter(Boolean).join(' ');
  if (street) return street;
  return place.name ? place.name : null;
}

/** Maps one Nominatim place to an AddressResult, or null when it has no usable coordinates. */
export function toAddressResult(place: NominatimPlace): AddressResult | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = place.address ?? {};
  const streetAddress = streetOf(place, a);
  const city = cityOf(a);
  const state = stateOf(a);
  const zipCode = zipOf(a);
  const stateZip = [state, zipCode].filter(Boolean).join(' ');
  const label = [streetAddress, city, stateZip].filter(Boolean).join(', ') || place.display_name;
  return { label, streetAddress, city, state, zipCode, country: 'USA', latitude: round8(latitude), longitude: round8(longitude) };
}

/** Maps a Nominatim response body to at most 5 results with distinct labels (the suggestion list needs unique values). */
export function toAddressResults(body: unknown): AddressResult[] {
  if (!Array.isArray(body)) return [];
  const seen = new Set<string>();
  const results: AddressResult[] = [];
  for (const place of body as NominatimPlace[]) {
    const result = place && typeof place === 'object' ? toAddressResult(place) : null;
    if (!result || seen.has(result.label)) continue;
    seen.add(result.label);
    results.push(result);
    if (results.length === MAX_ADDRESS_RESULTS) break;
  }
  return results;
}

/** The Nominatim search URL for a free-text US address query (base: the service's /search URL). */
export function addressSearchUrl(query: string, base: string = NOMINATIM_SEARCH_URL): string {
  const url = new URL(base);
  const params = new URLSearchParams({
    format: 'jsonv2',
    addressdetails: '1',
    countrycodes: 'us',
    limit: String(MAX_ADDRESS_RESULTS),
    q: query.trim(),
  });
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}
