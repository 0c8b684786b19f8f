import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { optionalEmailSchema, optionalText, requiredText } from './validation';

/** The name documents carry while the owner has not entered a company profile (Settings → Company profile). */
export const APP_NAME = 'Plumbline';

/** PUT /api/company-profile: what the owner enters in Settings. Every field but the name is optional. */
export const companyProfileInputSchema = lazySchema(() =>
  z
    .object({
      name: requiredText('Company name is required', 120, 'Company name'),
      address: optionalText(300, 'Address'),
      phone: optionalText(40, 'Phone'),
      email: optionalEmailSchema,
      licenseNumber: optionalText(60, 'License number'),
    })
    .strict(),
);
export type CompanyProfileInput = z.infer<typeof companyProfileInputSchema>;

/** The stored profile; `name` is null until the owner saves one. The logo is served by its own route. */
export const companyProfileSchema = lazySchema(() =>
  z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    licenseNumber: z.string().nullable(),
    /** When the logo was uploaded (ISO), null without one; also the logo's cache-busting version. */
    logoUpdatedAt: z.string().nullable(),
    isSet: z.boolean(),
  }),
);
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The profile of a business that has entered nothing yet. */
export const EMPTY_PROFILE: CompanyProfile = {
  name: null,
  address: null,
  phone: null,
  email: null,
  licenseNumber: null,
  logoUpdatedAt: null,
  isSet: false,
};

/** What heads a document: the company's name and its contact lines (address lines, phone · e-mail, license). */
export type Letterhead = { name: string; lines: string[] };

/**
 * The letterhead of every document and e-mail: the profile's name and contact lines; without a profile the
 * payment-app display name (Settings → Payments) or, failing that, the app's name, with no contact lines.
 */
export function letterhead(profile: CompanyProfile, fallbackName: string | null = null): Letterhead {
  if (!profile.name) return { name: fallbackName?.trim() || APP_NAME, lines: [] };
  const address = (profile.address ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const contact = [profile.phone, profile.email].filter((v): v is string => Boolean(v)).join(' · ');
  return {
    name: profile.name,
    lines: [...address, ...(contact ? [contact] : []), ...(profile.licenseNumber ? [`License ${profile.licenseNumber}`] : [])],
  };
}

/** The letterhead as plain text for an e-mail's signature: the name, then each contact line. */
export function letterheadText(head: Letterhead): string {
  return [head.name, ...head.lines].join('\n');
}

/** Largest logo accepted, bytes (it is stored with the settings and drawn on every document). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE = 'The logo must be smaller than 2MB';
/** pdfkit draws PNG and JPEG only, so those are the logo types. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_TYPE_MESSAGE = 'Please choose a PNG or JPEG logo';
