import { healthTone } from '../../../domain/health';

/**
 * Text colour of each health tone: the theme's text shade of green, yellow and red, darkened in the light scheme
 * to keep 4.5:1 on white and tinted badges (client/app/theme.ts) and light in the dark scheme.
 */
const TONE_TEXT = {
  green: 'var(--mantine-color-green-text)',
  yellow: 'var(--mantine-color-yellow-text)',
  red: 'var(--mantine-color-red-text)',
} as const;

/** Text colour of a health score (spec part 2 §9: 80+ green, 60+ yellow, else red). */
export function healthColor(score: number): string {
  return TONE_TEXT[healthTone(score)];
}

/**
 * Text colour of a score derived from costs when some work is priced at $0 for want of a rate: the score is too
 * good by an unknown amount, so it loses its reassuring green or yellow (plain text) and red stays.
 */
export function notFinalScoreColor(score: number, notFinal: boolean): string | undefined {
  return notFinal && healthTone(score) !== 'red' ? undefined : healthColor(score);
}

/** Badge colour of a risk level. */
export function riskColor(risk: string): string {
  return risk === 'high' ? 'red' : risk === 'medium' ? 'yellow' : 'green';
}

/** 'under_budget' → 'Under budget'. */
export function trendLabel(trend: string): string {
  const text = trend.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Text colour of a risk or impact level on a light badge (high red, medium amber, low green). */
export function riskText(level: string): string {
  return level === 'high' ? TONE_TEXT.red : level === 'medium' ? TONE_TEXT.yellow : TONE_TEXT.green;
}
