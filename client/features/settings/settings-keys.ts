/** Query keys of the Settings screen; every key starts with 'settings'. */
export const settingsKeys = {
  all: ['settings'] as const,
  cashappConfig: () => [...settingsKeys.all, 'cashapp-config'] as const,
  health: () => [...settingsKeys.all, 'health'] as const,
  smsOutbox: () => [...settingsKeys.all, 'sms-outbox'] as const,
  closedPeriods: () => [...settingsKeys.all, 'closed-periods'] as const,
  geocoding: () => [...settingsKeys.all, 'geocoding'] as const,
};
