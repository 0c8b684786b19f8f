/** Query keys of the notifications; every key starts with 'notifications'. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  rules: () => [...notificationKeys.all, 'rules'] as const,
};
