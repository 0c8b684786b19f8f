import type { RequestOf } from '../../../domain/api/endpoint';
import type { projectsApi } from '../../../domain/api/projects';
import { isIsoDate } from '../../../domain/dates';
import type { AddressResult } from '../../../domain/geocoding';
import { type Project, projectInputSchema } from '../../../domain/projects';

/** What the project form edits. Number inputs hold '' while empty; dates are 'YYYY-MM-DD' or null. */
export type ProjectFormValues = {
  name: string;
  location: string;
  description: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  startDate: string | null;
  endDate: string | null;
  budget: number | string;
  estimatedMaterialCost: number | string;
  estimatedDays: number | string;
  status: string;
};

/** The JSON body of POST /api/projects and PUT /api/projects/{id} sent by the form, as the contract types it. */
export type ProjectPayload = RequestOf<typeof projectsApi.create>['body'];

/** Blank form for a new project: country USA, status active (docs/product/rules.md §9 defaults). */
export function emptyProjectValues(): ProjectFormValues {
  return {
    name: '',
    location: '',
    description: '',
    streetAddress: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'USA',
    latitude: null,
    longitude: null,
    startDate: null,
    endDate: null,
    budget: '',
    estimatedMaterialCost: '',
    estimatedDays: '',
    status: 'active',
  };
}

/** The form prefilled from a stored project (edit mode). */
export function projectToFormValues(p: Project): ProjectFormValues {
  return {
    name: p.name,
    location: p.location,
    description: p.description ?? '',
    streetAddress: p.streetAddress ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    zipCode: p.zipCode ?? '',
    country: p.country ?? 'USA',
    latitude: p.latitude,
    longitude: p.longitude,
    startDate: p.startDate ? p.startDate.slice(0, 10) : null,
    endDate: p.endDate ? p.endDate.slice(0, 10) : null,
    budget: p.budget,
    estimatedMaterialCost: p.estimatedMaterialCost ?? '',
    estimatedDays: p.estimatedDays ?? '',
    status: p.status || 'active',
  };
}

/** Copies a chosen address suggestion into the address fields (country is always USA). */
export function addressToFormValues(a: AddressResult): Partial<ProjectFormValues> {
  return {
    streetAddress: a.streetAddress ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zipCode: a.zipCode ?? '',
    country: a.country,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/**
 * Validates the form with the server's own schema and builds the request body. Only the form's fields are sent,
 * so an update never clears fields the form does not show (AI analysis, isActive). Throws when invalid.
 */
export function toProjectPayload(values: ProjectFormValues): ProjectPayload {
  const p = projectInputSchema.parse(values);
  return {
    name: p.name,
    location: p.location,
    description: p.description,
    streetAddress: p.streetAddress,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    country: p.country,
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    startDate: p.startDate,
    endDate: p.endDate,
    budget: p.budget,
    estimatedMaterialCost: p.estimatedMaterialCost,
    estimatedDays: p.estimatedDays,
    status: p.status,
  };
}

/** Parses what a person types into a date box: 'YYYY-MM-DD' or US 'M/D/YYYY'; null when it is not a real date. */
export function parseTypedDate(text: string): string | null {
  const t = text.trim();
  if (isIsoDate(t)) return t;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!us) return null;
  const iso = `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
