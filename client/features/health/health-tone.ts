import { healthTone } from '../../../domain/health';

/** Mantine colour of a health score (spec part 2 §9: 80+ green, 60+ yellow, else red); yellow text uses a darker shade for contrast. */
export function healthColor(score: number): string {
  return { green: 'green.8', yellow: 'yellow.9', red: 'red.8' }[healthTone(score)];
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
