import { type ExtractedProject, FORM_FIELDS } from '../../../domain/approval-pdf';
import type { ProjectFormValues } from '../projects/project-form-values';

/**
 * The project-form values found in an extraction: only the fields that were found, so form.setValues leaves
 * every other field as the person left it. The country becomes USA when a US state was found.
 */
export function extractedToFormValues(data: ExtractedProject): Partial<ProjectFormValues> {
  const values: Partial<ProjectFormValues> = {};
  const text = (v: string | null) => (v !== null && v.trim() !== '' ? v.trim() : null);
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K] | null) => {
    if (value !== null) values[key] = value;
  };
  set('name', text(data.name));
  set('location', text(data.location));
  set('streetAddress', text(data.streetAddress));
  set('city', text(data.city));
  set('state', text(data.state));
  set('zipCode', text(data.zipCode));
  set('startDate', data.startDate);
  set('endDate', data.endDate);
  set('budget', data.budget);
  set('estimatedDays', data.estimatedDays);
  set('description', text(data.description));
  if (values.state) values.country = 'USA';
  return values;
}

/** The labels of the form fields an extraction did not find, in form order (the person fills them in). */
export function missingFieldLabels(values: Partial<ProjectFormValues>): string[] {
  return FORM_FIELDS.filter(([key]) => !(key in values)).map(([, label]) => label);
}

/** The labels of the form fields an extraction filled, in form order. */
export function filledFieldLabels(values: Partial<ProjectFormValues>): string[] {
  return FORM_FIELDS.filter(([key]) => key in values).map(([, label]) => label);
}
