import type { AddressResult } from '../../../domain/geocoding';

/** Why a search found nothing to answer: switched off, the shared rate limit taken, or the service unreachable. */
export type GeocodingFailure = 'off' | 'busy' | 'unavailable';

/** What a geocoder throws instead of results; the message is the detail (never the address searched). */
export class GeocodingError extends Error {
  constructor(
    readonly reason: GeocodingFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GeocodingError';
  }
}

/** Turns free text into US address suggestions (at most 5). `name` says which implementation answers. */
export type Geocoder = {
  name: 'nominatim' | 'off';
  search(query: string): Promise<AddressResult[]>;
};
