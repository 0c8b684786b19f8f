import { describe, expect, it } from 'vitest';
import type { Supplier } from '../../../domain/people';
import { filterSuppliers } from './filter-suppliers';
import {
  emptySupplierValues,
  splitSpecialties,
  supplierToFormValues,
  toSupplierPayload,
  validateSupplierForm,
} from './supplier-form-values';

describe('supplier form values', () => {
  it.each([
    ['Lumber, Drywall', ['Lumber', 'Drywall']],
    [' Lumber ,, Drywall , ', ['Lumber', 'Drywall']],
    ['', []],
    [' , ', []],
  ])('splitSpecialties(%j)', (text, list) => {
    expect(splitSpecialties(text)).toEqual(list);
  });

  it('sends trimmed text, null for blanks and specialties as a list', () => {
    expect(toSupplierPayload({ ...emptySupplierValues(), name: ' Gulf Lumber ', specialties: 'Lumber, Trusses' })).toEqual({
      name: 'Gulf Lumber',
      contactPerson: null,
      email: null,
      phone: null,
      address: null,
      specialties: ['Lumber', 'Trusses'],
      is1099Payee: false,
      tin: null,
      tinKind: null,
      w9OnFile: false,
    });
    const payee = { ...emptySupplierValues(), name: 'Ace Hauling', is1099Payee: true, tin: '12-3456789', w9OnFile: true };
    expect(toSupplierPayload(payee)).toMatchObject({ is1099Payee: true, tin: '123456789', w9OnFile: true });
    expect(validateSupplierForm({ ...payee, tin: '123' })).toEqual({ tin: 'Tax ID must be 9 digits (SSN 123-45-6789 or EIN 12-3456789)' });
  });

  it('validates with the domain schema, errors on top-level fields', () => {
    const errors = validateSupplierForm({ ...emptySupplierValues(), email: 'nope', specialties: `ok, ${'x'.repeat(101)}` });
    expect(errors).toEqual({
      name: 'Company name is required',
      email: 'Please enter a valid email address',
      specialties: 'Each specialty must be at most 100 characters',
    });
    expect(validateSupplierForm({ ...emptySupplierValues(), name: 'A' })).toEqual({});
  });

  it('round-trips a stored supplier', () => {
    const s = {
      id: 1,
      name: 'A',
      contactPerson: null,
      email: 'a@b.co',
      phone: null,
      address: null,
      specialties: ['X', 'Y'],
      is1099Payee: true,
      tin: '123456789',
      tinKind: 'ein' as const,
      w9OnFile: false,
      createdAt: '',
    };
    expect(supplierToFormValues(s)).toMatchObject({
      contactPerson: '',
      email: 'a@b.co',
      specialties: 'X, Y',
      is1099Payee: true,
      tin: '123456789',
    });
  });
});

describe('filterSuppliers', () => {
  const s = (id: number, name: string, contactPerson: string | null, specialties: string[]): Supplier =>
    ({ id, name, contactPerson, specialties }) as Supplier;
  const list = [
    s(1, 'zeta Supply', 'Ann Lee', ['Concrete']),
    s(2, 'Acme Lumber', null, ['Lumber', 'Drywall']),
    s(3, 'Bay Electric', 'Bo', []),
  ];

  it.each([
    ['', [2, 3, 1]],
    ['acme', [2]],
    ['ANN', [1]],
    [' drywall ', [2]],
    ['plumbing', []],
  ])('search %j', (search, ids) => {
    expect(filterSuppliers(list, search).map((x) => x.id)).toEqual(ids);
  });
});
