import { NOMINATIM_SEARCH_URL } from '../../../domain/geocoding';
import { createNominatimGeocoder } from './nominatim-geocoder';
import type { Geocoder } from './types';

export { createNominatimGeocoder, PLUMBLINE_USER_AGENT } from './nominatim-geocoder';
export { createOffGeocoder } from './off-geocoder';
export { createThrottle, type Throttle } from './throttle';
export { type Geocoder, GeocodingError, type GeocodingFailure } from './types';

/**
 * The geocoder used once the owner turns address search on (Settings → Address search; until then the off
 * geocoder answers and nothing is looked up): Nominatim at GEOCODER_URL, by default the public OpenStreetMap
 * service. A GEOCODER_URL that is not an http(s) URL stops the server at start rather than at the first search.
 */
export function geocoderFromEnv(env: NodeJS.ProcessEnv = process.env): Geocoder {
  const url = env.GEOCODER_URL?.trim() || NOMINATIM_SEARCH_URL;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`GEOCODER_URL must be an http or https URL, not ${url}`);
  return createNominatimGeocoder({ url });
}
