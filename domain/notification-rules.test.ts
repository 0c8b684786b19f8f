import { describe, expect, it } from 'vitest';
import { filterNotifications, notificationProgress, notificationSummary } from './notification-rules';

const n = (type: string, currentValue: number | null, thresholdValue: number | null) => ({ type, currentValue, thresholdValue });

describe('notification progress (spec part 2 §9)', () => {
  it.each([
    [n('budget', 95, 90), 95], // budget: the current percentage
    [n('budget', 130, 90), 100], // capped at 100
    [n('timeline', 5, 10), 50], // timeline: current ÷ threshold
    [n('timeline', 25, 10), 100], // capped at 100
    [n('timeline', 5, 0), 100], // no threshold: full
    [n('performance', 5, 10), null], // other types have no bar
    [n('budget', null, 90), null],
  ])('%o → %s', (item, pct) => {
    expect(notificationProgress(item)).toBe(pct);
  });
});

describe('filters and summary cards', () => {
  const items = [
    { acknowledged: false, severity: 'critical' },
    { acknowledged: true, severity: 'high' },
    { acknowledged: false, severity: 'low' },
  ];
  it('Critical filter counts critical or high; the critical card counts only critical', () => {
    expect(filterNotifications(items, 'critical')).toHaveLength(2);
    expect(filterNotifications(items, 'unread')).toHaveLength(2);
    expect(filterNotifications(items, 'all')).toHaveLength(3);
    expect(notificationSummary(items, [{ enabled: true }, { enabled: false }])).toEqual({
      total: 3,
      unread: 2,
      critical: 1,
      activeRules: 1,
    });
  });
});
