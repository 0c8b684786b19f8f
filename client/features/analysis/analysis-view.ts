import type { EngineInfoView } from '../../../domain/analysis/engine';
import type { WorkQuality } from '../../../domain/analysis/photo-analysis';
import type { BudgetHealth } from '../../../domain/analysis/profit-analysis';

/** Query keys (URL segments, client/lib/api.ts). */

/** The badge text naming the engine that produced a result. */
export function engineLabel(engine: EngineInfoView): string {
  if (engine.name === 'openai-compatible') return `Model: ${engine.model ?? 'unknown'}`;
  return 'Built-in analysis';
}

/** The warning shown when a model was configured but its answer could not be used; null otherwise. */
export function fallbackText(engine: EngineInfoView): string | null {
  if (!engine.fallbackReason) return null;
  const who = engine.model ? `the model ${engine.model}` : 'the model';
  return `The answer of ${who} could not be used: ${engine.fallbackReason}. This is the built-in analysis from the project's own figures.`;
}

export const BUDGET_HEALTH_COLORS: Record<BudgetHealth, string> = {
  excellent: 'green',
  good: 'teal',
  concerning: 'yellow',
  critical: 'red',
};
export const WORK_QUALITY_COLORS: Record<WorkQuality, string> = { excellent: 'green', good: 'teal', fair: 'yellow', poor: 'red' };
export const TREND_COLORS: Record<string, string> = { improving: 'green', steady: 'blue', declining: 'red', 'insufficient data': 'gray' };

/** 'excellent' → 'Excellent', 'insufficient data' → 'Insufficient data'. */
export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** A variance percent with its sign ('+5.25%', '-70%', '0%'), or 'No estimate'. */
export function formatVariance(value: number | null): string {
  if (value === null) return 'No estimate';
  return `${value > 0 ? '+' : ''}${value}%`;
}

/** Over an estimate is bad (red), under is good (green), none is neutral. */
export function varianceColor(value: number | null): string {
  if (value === null) return 'dimmed';
  if (value > 0) return 'red';
  return 'green';
}

/** A percent with up to 2 decimals as the API gives it ('80.5%'). */
export function formatPct(value: number): string {
  return `${value}%`;
}
