import { describe, expect, it } from 'vitest';
import { closedStateText, suggestedCloseDate } from './closing-values';

describe('closing the books card', () => {
  it.each([
    ['2026-12-01', '2026-11-30'],
    ['2026-01-15', '2025-12-31'],
    ['2024-03-31', '2024-02-29'],
  ])('on %s suggests closing through %s', (today, through) => {
    expect(suggestedCloseDate(today)).toBe(through);
  });

  it('states what is closed', () => {
    expect(closedStateText(null, (d) => d)).toBe('No period is closed: every record can be changed.');
    expect(closedStateText('2025-12-31', (d) => `<${d}>`)).toContain('closed through <2025-12-31>.');
  });
});
