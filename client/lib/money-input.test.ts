import { describe, expect, it } from 'vitest';
import { dollarsFromNumberInput } from './money-input';

describe('dollarsFromNumberInput', () => {
  it.each([
    [97.61, 97.61],
    ['60.10', 60.1], // NumberInput answers a string when the text ends in zeros
    ['60.', 60],
    ['1,234.50', 1234.5],
    [12.345, 12.35],
    ['', null],
    ['-', null],
  ])('%j → %j', (value, dollars) => {
    expect(dollarsFromNumberInput(value)).toBe(dollars);
  });
});
