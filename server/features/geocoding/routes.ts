import { geocodingApi } from '../../../domain/api/geocoding';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { getGeocodingSettings, saveGeocodingSettings, searchAddresses } from './service';

/** Address search through the server's geocoding adapter, off until the owner turns it on (contracts: domain/api/geocoding.ts). */
export const geocodingRoutes: Feature =
  ({ db, geocoder }) =>
  async (app) => {
    route(app, geocodingApi.settings, () => getGeocodingSettings(db));
    route(app, geocodingApi.saveSettings, (req) => saveGeocodingSettings(db, req.body));
    route(app, geocodingApi.search, (req) => searchAddresses(db, geocoder, req.query.q, req.log));
  };
