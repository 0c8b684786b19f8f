import { describe, expect, it } from 'vitest';
import { insuranceStatus } from './insurance-status';
import { emptySubcontractorValues, toSubcontractorPayload, validateSubcontractorForm } from './subcontractor-form-values';

describe('subcontractor form values', () => {
  it('shows the spec messages word for word, and accepts an empty e-mail', () => {
    expect(validateSubcontractorForm(emptySubcontractorValues())).toEqual({ name: 'Name is required', specialty: 'Specialty is required' });
    expect(validateSubcontractorForm({ ...emptySubcontractorValues(), name: 'A', specialty: 'B', email: 'bad' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('sends null for blanks and the expiry as YYYY-MM-DD', () => {
    expect(
      toSubcontractorPayload({ ...emptySubcontractorValues(), name: 'Dan', specialty: 'HVAC', insuranceExpiry: '2026-09-30' }),
    ).toEqual({
      name: 'Dan',
      company: null,
      email: null,
      phone: null,
      specialty: 'HVAC',
      licenseNumber: null,
      insuranceExpiry: '2026-09-30',
      tin: null,
      w9OnFile: false,
      active: true,
      tinKind: null,
    });
  });
});

describe('insuranceStatus', () => {
  const today = '2026-03-10';
  it.each([
    [null, null],
    ['2026-03-09', { label: 'Insurance expired', color: 'red' }],
    ['2026-03-10', { label: 'Expires today', color: 'yellow' }],
    ['2026-03-11', { label: 'Expires in 1 day', color: 'yellow' }],
    ['2026-04-09', { label: 'Expires in 30 days', color: 'yellow' }],
    ['2026-04-10', null],
  ])('%j', (expiry, status) => {
    expect(insuranceStatus(expiry, today)).toEqual(status);
  });
});
