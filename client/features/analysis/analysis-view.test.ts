import { describe, expect, it } from 'vitest';
import { capitalize, engineLabel, fallbackText, formatVariance, varianceColor } from './analysis-view';

describe('analysis view helpers', () => {
  it('names the engine and explains a fallback', () => {
    expect(engineLabel({ name: 'built-in' })).toBe('Built-in analysis');
    expect(engineLabel({ name: 'openai-compatible', model: 'llama3.1' })).toBe('Model: llama3.1');
    expect(fallbackText({ name: 'built-in' })).toBeNull();
    expect(fallbackText({ name: 'built-in', model: 'gpt-4o-mini', fallbackReason: 'The model answered HTTP 500' })).toBe(
      "The answer of the model gpt-4o-mini could not be used: The model answered HTTP 500. This is the built-in analysis from the project's own figures.",
    );
  });

  it('formats variances with their sign and colour', () => {
    expect(formatVariance(5.25)).toBe('+5.25%');
    expect(formatVariance(-70)).toBe('-70%');
    expect(formatVariance(0)).toBe('0%');
    expect(formatVariance(null)).toBe('No estimate');
    expect([varianceColor(1), varianceColor(-1), varianceColor(null)]).toEqual(['red', 'green', 'dimmed']);
  });

  it('builds labels', () => {
    expect(capitalize('insufficient data')).toBe('Insufficient data');
  });
});
