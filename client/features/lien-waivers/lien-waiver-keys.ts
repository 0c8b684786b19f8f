import type { WaiverDirection } from '../../../domain/lien-waivers';

/** Query keys of lien waivers (issue 44 scope 4); every key starts with 'lien-waivers'. */
export const lienWaiverKeys = {
  all: ['lien-waivers'] as const,
  project: (projectId: number) => [...lienWaiverKeys.all, 'project', projectId] as const,
  list: (projectId: number, direction: WaiverDirection) => [...lienWaiverKeys.project(projectId), direction] as const,
  /** The waivers to collect with a through date in a pay application's period. */
  period: (projectId: number, from: string | null, to: string) => [...lienWaiverKeys.project(projectId), 'period', from, to] as const,
  templates: () => [...lienWaiverKeys.all, 'templates'] as const,
};
