import { z } from 'zod';
import { addressResultSchema, addressSearchQuerySchema, geocodingSettingsSchema } from '../geocoding';
import { lazySchema } from '../lazy-schema';
import { defineEndpoint } from './endpoint';

/**
 * Address search through the server (issue 39 scope 6): the owner's switch, and the search itself (409 while it
 * is off, 429 while Nominatim's one request per second is taken, 503 when the service cannot be reached).
 */
export const geocodingApi = {
  settings: defineEndpoint({ method: 'GET', path: '/api/geocoding/settings', response: geocodingSettingsSchema }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/geocoding/settings',
    body: geocodingSettingsSchema,
    response: geocodingSettingsSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/geocoding/search',
    query: addressSearchQuerySchema,
    response: lazySchema(() => z.array(addressResultSchema)),
  }),
};
