import { type Supplier, type SupplierInput, supplierInputSchema } from '../../../domain/people';
import { schemaValidator } from '../../lib/ui/form-errors';

/** What the supplier form edits; specialties are typed as comma-separated text (docs/product/screens.md §2.14). */
export type SupplierFormValues = {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  specialties: string;
  /** A service provider whose payments count toward the 1099-NEC. */
  is1099Payee: boolean;
  tin: string;
  /** 'ssn', 'ein' or '' (not said). */
  tinKind: string;
  w9OnFile: boolean;
};

export function emptySupplierValues(): SupplierFormValues {
  return {
    name: '',
    contactPerson: '',
    email: '',
    phone: '',
    address: '',
    specialties: '',
    is1099Payee: false,
    tin: '',
    tinKind: '',
    w9OnFile: false,
  };
}

/** The form prefilled from a stored supplier (edit mode). */
export function supplierToFormValues(s: Supplier): SupplierFormValues {
  return {
    name: s.name,
    contactPerson: s.contactPerson ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    address: s.address ?? '',
    specialties: s.specialties.join(', '),
    is1099Payee: s.is1099Payee,
    tin: s.tin ?? '',
    tinKind: s.tinKind ?? '',
    w9OnFile: s.w9OnFile,
  };
}

/** 'Lumber, , Drywall ' → ['Lumber', 'Drywall']. */
export function splitSpecialties(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const toInput = (values: SupplierFormValues) => ({ ...values, specialties: splitSpecialties(values.specialties) });

/** Client-side validation with the server's schema. */
export const validateSupplierForm = schemaValidator<SupplierFormValues>(supplierInputSchema, toInput);

/** The JSON body of POST/PUT /api/suppliers: trimmed text, null for blanks, specialties as a list. Throws when invalid. */
export function toSupplierPayload(values: SupplierFormValues): SupplierInput {
  return supplierInputSchema.parse(toInput(values));
}
