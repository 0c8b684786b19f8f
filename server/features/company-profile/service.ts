import { sql } from 'drizzle-orm';
import {
  type CompanyProfile,
  type CompanyProfileInput,
  EMPTY_PROFILE,
  type Letterhead,
  LOGO_TOO_LARGE,
  letterhead,
  MAX_LOGO_BYTES,
} from '../../../domain/company-profile';
import { loadSharp } from '../../adapters/heavy-modules';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import type { UploadedFile } from '../../http/upload';
import { getCashappConfig } from '../payments/cashapp-config';

/** The profile lives in `configurations` (one key per field), so it is in every backup with the other settings. */
const KEYS = {
  name: 'company.name',
  address: 'company.address',
  phone: 'company.phone',
  email: 'company.email',
  licenseNumber: 'company.licenseNumber',
} as const;
const LOGO_KEY = 'company.logo';
const LOGO_AT_KEY = 'company.logoUpdatedAt';
const ALL_KEYS = [...Object.values(KEYS), LOGO_AT_KEY];

/** GET /api/company-profile: the profile as stored (every field null before the owner saves one). */
export async function getCompanyProfile(db: Db): Promise<CompanyProfile> {
  const found = await rows<{ key: string; value: string | null }>(
    db.execute(
      sql`SELECT key, value FROM configurations WHERE key IN (${sql.join(
        ALL_KEYS.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    ),
  );
  const value = (key: string) => found.find((r) => r.key === key)?.value || null;
  const profile: CompanyProfile = {
    ...EMPTY_PROFILE,
    name: value(KEYS.name),
    address: value(KEYS.address),
    phone: value(KEYS.phone),
    email: value(KEYS.email),
    licenseNumber: value(KEYS.licenseNumber),
    logoUpdatedAt: value(LOGO_AT_KEY),
  };
  return { ...profile, isSet: profile.name !== null };
}

/** PUT /api/company-profile: saves every field in one statement (a blank field is stored as empty). */
export async function saveCompanyProfile(db: Db, input: CompanyProfileInput): Promise<CompanyProfile> {
  const values = (Object.keys(KEYS) as (keyof typeof KEYS)[]).map(
    (f) => sql`(${KEYS[f]}, ${input[f] ?? null}, ${`Company profile: ${f}`})`,
  );
  await db.execute(sql`INSERT INTO configurations (key, value, description) VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return getCompanyProfile(db);
}

/**
 * POST /api/company-profile/logo: the upload was checked by its bytes (PNG or JPEG, decoded whole) by
 * readUpload; here its size, then it is redrawn as a PNG at most 600 px wide (EXIF orientation applied, any
 * metadata dropped) and stored with the settings.
 */
export async function saveLogo(db: Db, file: UploadedFile): Promise<CompanyProfile> {
  if (file.size > MAX_LOGO_BYTES) throw new AppError('too_large', LOGO_TOO_LARGE);
  const sharp = await loadSharp();
  const png = await sharp(file.buffer, { failOn: 'error' })
    .rotate()
    .resize({ width: 600, height: 300, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const at = new Date().toISOString();
  await db.execute(sql`INSERT INTO configurations (key, value, description)
    VALUES (${LOGO_KEY}, ${png.toString('base64')}, 'Company logo (PNG, base64)'), (${LOGO_AT_KEY}, ${at}, 'Company logo uploaded at')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return getCompanyProfile(db);
}

/** DELETE /api/company-profile/logo */
export async function removeLogo(db: Db): Promise<CompanyProfile> {
  await db.execute(sql`DELETE FROM configurations WHERE key IN (${LOGO_KEY}, ${LOGO_AT_KEY})`);
  return getCompanyProfile(db);
}

/** The stored logo as PNG bytes, or null. */
export async function logoPng(db: Db): Promise<Buffer | null> {
  const [row] = await rows<{ value: string | null }>(db.execute(sql`SELECT value FROM configurations WHERE key = ${LOGO_KEY}`));
  return row?.value ? Buffer.from(row.value, 'base64') : null;
}

/** What every document is headed with: the letterhead (domain/company-profile.ts) and the logo, if any. */
export type Branding = Letterhead & { logo: Buffer | null };

/** The branding of documents and e-mails, read once per document. */
export async function branding(db: Db): Promise<Branding> {
  const [profile, cashapp, logo] = await Promise.all([getCompanyProfile(db), getCashappConfig(db), logoPng(db)]);
  return { ...letterhead(profile, cashapp.businessDisplayName), logo };
}
