import type { ReactNode } from 'react';
import { Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { marginTone, plannedDays, type Project } from '../../../domain/projects';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { statusLabel } from './project-status';
import { toneText } from './tone';

type ProjectViewDialogProps = {
  project: Project | null;
  onClose: () => void;
  onEdit: (project: Project) => void;
};

function Detail({ label, children, color }: { label: string; children: ReactNode; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} c={color} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A one-line postal address from the stored parts, or null when none is stored. */
function addressLine(p: Project): string | null {
  const stateZip = [p.state, p.zipCode].filter(Boolean).join(' ');
  const line = [p.streetAddress, p.city, stateZip].filter(Boolean).join(', ');
  return line ? `${line}${p.country && p.country !== 'USA' ? `, ${p.country}` : ''}` : null;
}

/** Read-only summary of a project (the tabbed detail dialog of spec §2.17 replaces it later). */
export function ProjectViewDialog({ project, onClose, onEdit }: ProjectViewDialogProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const planned = project ? plannedDays(project) : null;
  return (
    <Modal opened={project !== null} onClose={onClose} title={project?.name ?? 'Project'} size="lg" fullScreen={isMobile}>
      {project && (
        <Stack gap="md">
          <Group gap="xs">
            {project.status !== 'active' && (
              <Badge color="gray" variant="outline">
                {statusLabel(project.status)}
              </Badge>
            )}
            <Badge color={project.isActive ? 'green' : 'gray'} variant="light">
              {project.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Detail label="Location">{project.location}</Detail>
            <Detail label="Address">{addressLine(project) ?? '—'}</Detail>
            <Detail label="Start date">{formatDate(project.startDate)}</Detail>
            <Detail label="End date">{formatDate(project.endDate)}</Detail>
            <Detail label="Estimated days">{planned ?? '—'}</Detail>
            <Detail label="Estimated material cost">
              {project.estimatedMaterialCost === null ? '—' : formatMoney(project.estimatedMaterialCost)}
            </Detail>
          </SimpleGrid>
          <Divider />
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md">
            <Detail label="Budget">{formatMoney(project.budget)}</Detail>
            <Detail label="Total expenses">{formatMoney(project.totalExpenses)}</Detail>
            <Detail label="Profit" color={project.totalProfit < 0 ? 'red.7' : undefined}>
              {formatMoney(project.totalProfit)}
            </Detail>
            <Detail label="Margin" color={toneText(marginTone(project.profitMargin))}>
              {formatPercent(project.profitMargin)}
            </Detail>
          </SimpleGrid>
          <Divider />
          <Detail label="Description">{project.description || 'No description.'}</Detail>
          {project.aiAnalysis && <Detail label="AI analysis">{project.aiAnalysis}</Detail>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onEdit(project)}>Edit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
