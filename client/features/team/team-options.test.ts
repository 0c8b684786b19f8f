import { describe, expect, it } from 'vitest';
import type { Employee } from '../../../domain/people';
import { assignableOptions, employeeOptionLabel, payTypeLabel } from './team-options';

const employee = (over: Partial<Employee>): Employee => ({
  id: 1,
  name: 'Ana',
  email: null,
  phone: null,
  position: 'Carpenter',
  hourlyRate: null,
  dailyRate: 250,
  payType: 'daily',
  cashappHandle: null,
  preferredPaymentMethod: 'cash',
  active: true,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('team options', () => {
  it('reads name — position — rate', () => {
    expect(employeeOptionLabel(employee({}))).toBe('Ana — Carpenter — $250.00/day');
    expect(employeeOptionLabel(employee({ payType: 'hourly', hourlyRate: 31.5, dailyRate: null }))).toBe('Ana — Carpenter — $31.50/hr');
    expect(employeeOptionLabel(employee({ dailyRate: null }))).toBe('Ana — Carpenter — Rate not set');
  });

  it('offers active employees not yet assigned, by name', () => {
    const list = [
      employee({ id: 1, name: 'Zed' }),
      employee({ id: 2, name: 'Bo' }),
      employee({ id: 3, name: 'Cy', active: false }),
      employee({ id: 4, name: 'Al' }),
    ];
    expect(assignableOptions(list, [{ employeeId: 4 }]).map((o) => o.value)).toEqual(['2', '1']);
    expect(assignableOptions(list, [{ employeeId: 1 }, { employeeId: 2 }, { employeeId: 4 }])).toEqual([]);
  });

  it('labels the pay type badge', () => {
    expect(payTypeLabel('hourly')).toBe('Hourly Rate');
    expect(payTypeLabel('daily')).toBe('Daily Rate');
  });
});
