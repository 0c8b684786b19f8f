import { type AddressResult, addressSearchUrl, NOMINATIM_SEARCH_URL, toAddressResults } from '../../../domain/geocoding';
import { createThrottle, type Throttle } from './throttle';
import { type Geocoder, GeocodingError } from './types';

/** Nominatim's usage policy asks every application to name itself; a library's stock User-Agent is refused. */
export const PLUMBLINE_USER_AGENT = 'Plumbline/0.1 (self-hosted contractor app; server-side project address search)';

export type NominatimOptions = {
  /** The service's /search URL (GEOCODER_URL); default the public OpenStreetMap Nominatim. */
  url?: string;
  /** How long to wait for an answer, ms (default 5 s). */
  timeoutMs?: number;
  /** Default: the one throttle of the process (1 request per second, up to 2 s of waiting). */
  throttle?: Throttle;
};

/** One request per second for the whole process (Nominatim's usage policy), shared by every geocoder it builds. */
const processThrottle = createThrottle({ intervalMs: 1000, maxWaitMs: 2000 });

/**
 * OpenStreetMap Nominatim over HTTP from the server (`format=jsonv2`, `addressdetails=1`, `countrycodes=us`, 5
 * results), with Plumbline's User-Agent. A timeout, a network error, an error status or a body that is not JSON is
 * a GeocodingError('unavailable'); the throttle's refusal a GeocodingError('busy').
 */
export function createNominatimGeocoder(opts: NominatimOptions = {}): Geocoder {
  const base = opts.url ?? NOMINATIM_SEARCH_URL;
  const timeoutMs = opts.timeoutMs ?? 5_000;
  const throttle = opts.throttle ?? processThrottle;
  return {
    name: 'nominatim',
    async search(query: string): Promise<AddressResult[]> {
      await throttle.take();
      let res: Response;
      try {
        res = await fetch(addressSearchUrl(query, base), {
          headers: { accept: 'application/json', 'accept-language': 'en-US', 'user-agent': PLUMBLINE_USER_AGENT },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const e = err as Error;
        if (e.name === 'TimeoutError' || e.name === 'AbortError')
          throw new GeocodingError('unavailable', `Nominatim did not answer within ${timeoutMs / 1000} s`);
        throw new GeocodingError('unavailable', `Nominatim unreachable: ${e.message}`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new GeocodingError('unavailable', `Nominatim answered ${res.status}`);
      }
      try {
        return toAddressResults(await res.json());
      } catch {
        throw new GeocodingError('unavailable', 'Nominatim answered something other than JSON');
      }
    },
  };
}
