/**
 * Address search through the public OpenStreetMap Nominatim API (spec §2.6: US only, at most 5 results).
 * The browser calls Nominatim directly; our own server is not involved. Keep the adapter small so another
 * provider can replace it without touching the form.
 */

/** One address suggestion, ready to copy into the project's address fields. */
export type AddressResult = {
  /** Short one-line label shown in the suggestion list, e.g. "123 Main Street, Tampa, FL 33602". */
  label: string;
  streetAddress: string | null;
  city: string | null;
  /** Two-letter state code when Nominatim gives one ("FL"), else the state name. */
  state: string | null;
  zipCode: string | null;
  country: 'USA';
  /** Decimal degrees, at most 8 decimals (column precision 10,8). */
  latitude: number;
  /** Decimal degrees, at most 8 decimals (column precision 11,8). */
  longitude: number;
};

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

/** The Nominatim search URL for a free-text US address query. */
export function addressSearchUrl(query: string): string {
  const params = new URLSearchParams({
    format: 'jsonv2',
    addressdetails: '1',
    countrycodes: 'us',
    limit: String(MAX_ADDRESS_RESULTS),
    q: query.trim(),
  });
  return `${NOMINATIM_SEARCH_URL}?${params.toString()}`;
}

/** Searches US addresses; rejects when the service cannot be reached or answers with an error. */
export async function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressResult[]> {
  if (query.trim().length < MIN_ADDRESS_QUERY_LENGTH) return [];
  const res = await fetch(addressSearchUrl(query), { signal, headers: { Accept: 'application/json', 'Accept-Language': 'en-US' } });
  if (!res.ok) throw new Error(`Address search failed: ${res.status}`);
  return toAddressResults(await res.json());
}
