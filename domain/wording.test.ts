import { describe, expect, it } from 'vitest';
import { countOf } from './wording';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'project')).toBe('1 project');
    expect(countOf(0, 'project')).toBe('0 projects');
    expect(countOf(2, 'project')).toBe('2 projects');
    expect(countOf(1204, 'expense')).toBe('1,204 expenses');
  });
  it('takes an irregular plural', () => {
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});
