import { describe, expect, it } from 'vitest';
import type { ExtractedProject } from '../../../domain/approval-pdf';
import { nextProgress } from '../../lib/use-simulated-progress';
import { emptyProjectValues, toProjectPayload } from '../projects/project-form-values';
import { extractedToFormValues, filledFieldLabels } from './extracted-to-form';

const none: ExtractedProject = {
  name: null,
  clientName: null,
  location: null,
  streetAddress: null,
  city: null,
  state: null,
  zipCode: null,
  startDate: null,
  endDate: null,
  budget: null,
  estimatedDays: null,
  description: null,
  lineItems: [],
};

describe('extractedToFormValues', () => {
  it('sets only the fields that were found', () => {
    const values = extractedToFormValues({
      ...none,
      name: 'Okafor Roof Replacement',
      city: 'Naples',
      location: 'Naples',
      budget: 22945.82,
      state: 'FL',
    });
    expect(values).toEqual({
      name: 'Okafor Roof Replacement',
      city: 'Naples',
      location: 'Naples',
      budget: 22945.82,
      state: 'FL',
      country: 'USA',
    });
    expect(filledFieldLabels(values)).toEqual(['Project Name', 'Location', 'City', 'State', 'Budget']);
  });

  it('leaves the form untouched when nothing was found (blank strings count as not found)', () => {
    expect(extractedToFormValues({ ...none, name: '  ' })).toEqual({});
  });

  it('fills a form the project schema accepts', () => {
    const form = {
      ...emptyProjectValues(),
      ...extractedToFormValues({
        ...none,
        name: 'Hernandez Kitchen Remodel',
        location: 'Tampa',
        streetAddress: '4217 W Bay Vista Ave',
        city: 'Tampa',
        state: 'FL',
        zipCode: '33611',
        startDate: '2027-01-11',
        endDate: '2027-03-05',
        budget: 29949,
        estimatedDays: 54,
        description: 'Client: Maria Hernandez',
      }),
    };
    expect(toProjectPayload(form)).toMatchObject({
      name: 'Hernandez Kitchen Remodel',
      budget: 29949,
      startDate: '2027-01-11',
      estimatedDays: 54,
      country: 'USA',
    });
  });
});

describe('nextProgress', () => {
  it('adds 10 and stays at 90 until the call completes', () => {
    expect(nextProgress(0)).toBe(10);
    expect(nextProgress(80)).toBe(90);
    expect(nextProgress(90)).toBe(90);
  });
});
