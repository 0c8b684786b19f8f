import type { Geocoder } from './types';
import { GeocodingError } from './types';

/**
 * The default while the owner has not turned address search on: no lookup at all, nothing leaves the server.
 * The form then says address search is off and the address fields are typed by hand.
 */
export function createOffGeocoder(): Geocoder {
  return {
    name: 'off',
    search: async () => {
      throw new GeocodingError('off', 'Address search is switched off');
    },
  };
}
