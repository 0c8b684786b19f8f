import { describe, expect, it } from 'vitest';
import type { Project } from '../../../domain/projects';
import { addressToFormValues, emptyProjectValues, parseTypedDate, projectToFormValues, toProjectPayload } from './project-form-values';

describe('toProjectPayload', () => {
  const filled = {
    ...emptyProjectValues(),
    name: ' Kitchen remodel ',
    location: 'Tampa',
    startDate: '2026-03-02',
    endDate: '2026-03-31',
    budget: 45000.5,
    estimatedMaterialCost: '',
    estimatedDays: 30,
  };

  it('sends numbers, ISO dates and null for blank optional fields', () => {
    expect(toProjectPayload(filled)).toEqual({
      name: 'Kitchen remodel',
      location: 'Tampa',
      description: null,
      streetAddress: null,
      city: null,
      state: null,
      zipCode: null,
      country: 'USA',
      latitude: null,
      longitude: null,
      startDate: '2026-03-02',
      endDate: '2026-03-31',
      budget: 45000.5,
      estimatedMaterialCost: null,
      estimatedDays: 30,
      status: 'active',
    });
  });

  it('never sends fields the form does not edit (AI analysis, isActive)', () => {
    const payload = toProjectPayload(filled) as Record<string, unknown>;
    expect(payload).not.toHaveProperty('aiAnalysis');
    expect(payload).not.toHaveProperty('isActive');
  });

  it('throws on invalid values (the form validates with the same schema first)', () => {
    expect(() => toProjectPayload({ ...filled, budget: '' })).toThrow();
    expect(() => toProjectPayload({ ...filled, endDate: '2026-03-01' })).toThrow();
  });
});

describe('form values', () => {
  it('prefills edit mode from a stored project', () => {
    const project = {
      name: 'Roof',
      location: 'Clearwater',
      description: null,
      streetAddress: '1 Main St',
      city: 'Clearwater',
      state: 'FL',
      zipCode: '33755',
      country: 'USA',
      latitude: 27.96,
      longitude: -82.8,
      startDate: '2026-01-05',
      endDate: null,
      budget: 12000,
      estimatedMaterialCost: null,
      estimatedDays: null,
      status: 'in_progress',
    } as Project;
    expect(projectToFormValues(project)).toMatchObject({
      description: '',
      endDate: null,
      budget: 12000,
      estimatedMaterialCost: '',
      estimatedDays: '',
      status: 'in_progress',
    });
  });

  it('copies a chosen address', () => {
    expect(
      addressToFormValues({
        label: 'x',
        streetAddress: '401 Channelside Drive',
        city: 'Tampa',
        state: 'FL',
        zipCode: null,
        country: 'USA',
        latitude: 27.94,
        longitude: -82.45,
      }),
    ).toEqual({
      streetAddress: '401 Channelside Drive',
      city: 'Tampa',
      state: 'FL',
      zipCode: '',
      country: 'USA',
      latitude: 27.94,
      longitude: -82.45,
    });
  });
});

describe('parseTypedDate', () => {
  it.each([
    ['2026-03-02', '2026-03-02'],
    ['3/2/2026', '2026-03-02'],
    [' 12/31/2026 ', '2026-12-31'],
    ['2/30/2026', null],
    ['March 2', null],
    ['', null],
  ])('%j → %j', (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });
});
