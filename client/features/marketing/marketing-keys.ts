/** Query keys of the AI Marketing Center; every key starts with 'marketing'. */
export const marketingKeys = {
  all: ['marketing'] as const,
  items: () => [...marketingKeys.all, 'items'] as const,
  photosSummary: () => [...marketingKeys.all, 'photos-summary'] as const,
};
