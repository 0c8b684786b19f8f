import { describe, expect, it } from 'vitest';
import { notificationBadge } from './notifications';

const n = (acknowledged: boolean, severity = 'low') => ({ acknowledged, severity });

describe('notification badge', () => {
  it('is hidden at 0 unread', () => {
    expect(notificationBadge([n(true, 'critical')])).toEqual({ visible: false, label: '0', destructive: false });
  });
  it('shows 99 and 99+ above 99', () => {
    expect(notificationBadge(Array.from({ length: 99 }, () => n(false))).label).toBe('99');
    expect(notificationBadge(Array.from({ length: 100 }, () => n(false))).label).toBe('99+');
  });
  it('is destructive when an unread item is critical or high, otherwise secondary', () => {
    expect(notificationBadge([n(false, 'high'), n(false)]).destructive).toBe(true);
    expect(notificationBadge([n(false, 'critical')]).destructive).toBe(true);
    expect(notificationBadge([n(false, 'medium'), n(true, 'critical')]).destructive).toBe(false);
  });
});
