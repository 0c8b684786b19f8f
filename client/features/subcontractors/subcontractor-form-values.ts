import { type Subcontractor, type SubcontractorInput, subcontractorInputSchema } from '../../../domain/people';
import { schemaValidator } from '../../lib/ui/form-errors';

/** What the subcontractor form edits; insurance expiry is 'YYYY-MM-DD' or null. */
export type SubcontractorFormValues = {
  name: string;
  company: string;
  email: string;
  phone: string;
  specialty: string;
  licenseNumber: string;
  insuranceExpiry: string | null;
  tin: string;
  /** 'ssn', 'ein' or '' (not said). */
  tinKind: string;
  w9OnFile: boolean;
  active: boolean;
};

export function emptySubcontractorValues(): SubcontractorFormValues {
  return {
    name: '',
    company: '',
    email: '',
    phone: '',
    specialty: '',
    licenseNumber: '',
    insuranceExpiry: null,
    tin: '',
    tinKind: '',
    w9OnFile: false,
    active: true,
  };
}

/** The form prefilled from a stored subcontractor (edit mode). */
export function subcontractorToFormValues(s: Subcontractor): SubcontractorFormValues {
  return {
    name: s.name,
    company: s.company ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    specialty: s.specialty,
    licenseNumber: s.licenseNumber ?? '',
    insuranceExpiry: s.insuranceExpiry ? s.insuranceExpiry.slice(0, 10) : null,
    tin: s.tin ?? '',
    tinKind: s.tinKind ?? '',
    w9OnFile: s.w9OnFile,
    active: s.active,
  };
}

/** Client-side validation with the server's schema ('Name is required', 'Specialty is required', e-mail). */
export const validateSubcontractorForm = schemaValidator<SubcontractorFormValues>(subcontractorInputSchema);

/** The JSON body of POST/PUT /api/subcontractors: trimmed text, null for blanks. Throws when invalid. */
export function toSubcontractorPayload(values: SubcontractorFormValues): SubcontractorInput {
  return subcontractorInputSchema.parse(values);
}
