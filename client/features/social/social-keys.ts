/** Query keys of the social media manager; every key starts with 'social'. */
export const socialKeys = {
  all: ['social'] as const,
  accounts: () => [...socialKeys.all, 'accounts'] as const,
  posts: () => [...socialKeys.all, 'posts'] as const,
  publisher: () => [...socialKeys.all, 'publisher'] as const,
};
