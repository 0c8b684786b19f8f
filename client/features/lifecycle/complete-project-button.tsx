import { Badge, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Project } from '../../../domain/projects';
import { useCompleteProject } from './use-complete-project';

/** The project detail dialog's Complete Project button, or a green Completed badge once completed (docs/product/screens.md §2.17). */
export function CompleteProjectButton({ project }: { project: Project }) {
  const flow = useCompleteProject(project);
  if (flow.completed) {
    return (
      <Badge color="green" size="lg" leftSection={<IconCircleCheck size={14} />}>
        Completed
      </Badge>
    );
  }
  return (
    <>
      <Button color="green" leftSection={<IconCircleCheck size={18} />} onClick={flow.start} loading={flow.isPending}>
        Complete Project
      </Button>
      {flow.dialogs}
    </>
  );
}
