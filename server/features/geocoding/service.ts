import { sql } from 'drizzle-orm';
import {
  type AddressResult,
  GEOCODING_BUSY_MESSAGE,
  GEOCODING_OFF_MESSAGE,
  GEOCODING_UNAVAILABLE_MESSAGE,
  type GeocodingSettings,
} from '../../../domain/geocoding';
import { createOffGeocoder, type Geocoder, GeocodingError, type GeocodingFailure } from '../../adapters/geocoding';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError, type AppErrorCode } from '../../http/errors';

/** The owner's switch in configurations; no row (or anything but 'true') is off. */
const KEY = 'geocoding.enabled';
const offGeocoder = createOffGeocoder();

const FAILURES: Record<GeocodingFailure, [AppErrorCode, string]> = {
  off: ['conflict', GEOCODING_OFF_MESSAGE],
  busy: ['busy', GEOCODING_BUSY_MESSAGE],
  unavailable: ['unavailable', GEOCODING_UNAVAILABLE_MESSAGE],
};

/** GET /api/geocoding/settings: off until the owner turns it on. */
export async function getGeocodingSettings(db: Db): Promise<GeocodingSettings> {
  const [row] = await rows<{ value: string | null }>(db.execute(sql`SELECT value FROM configurations WHERE key = ${KEY}`));
  return { enabled: row?.value === 'true' };
}

/** PUT /api/geocoding/settings */
export async function saveGeocodingSettings(db: Db, input: GeocodingSettings): Promise<GeocodingSettings> {
  await db.execute(sql`INSERT INTO configurations (key, value, description)
    VALUES (${KEY}, ${String(input.enabled)}, 'Address search: typed addresses are sent from the server to the geocoding service (OpenStreetMap Nominatim)')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return getGeocodingSettings(db);
}

/**
 * GET /api/geocoding/search: US address suggestions from the geocoder while the owner has address search on, else
 * the off geocoder (nothing looked up, 409). Busy is 429, an unreachable service 503 (its reason in the log, never
 * the address).
 */
export async function searchAddresses(
  db: Db,
  geocoder: Geocoder,
  query: string,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<AddressResult[]> {
  const { enabled } = await getGeocodingSettings(db);
  try {
    return await (enabled ? geocoder : offGeocoder).search(query);
  } catch (err) {
    if (!(err instanceof GeocodingError)) throw err;
    if (err.reason === 'unavailable') log?.warn({ geocoder: geocoder.name, detail: err.message }, 'address search failed');
    const [code, message] = FAILURES[err.reason];
    throw new AppError(code, message);
  }
}
