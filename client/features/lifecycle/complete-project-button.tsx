import type { Project } from '../../../domain/projects';

// Placeholder until the lifecycle helper lands: Complete Project button (or Completed badge) with its whole flow.
export function CompleteProjectButton(_props: { project: Project }) {
  return null;
}
