import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { marginTone, type Project, plannedDays } from '../../../domain/projects';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { toneText } from './tone';
import { UnpricedWorkNote } from './unpriced-work-note';

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

/** The Details tab: where, when, money (not for a foreman), description. */
export function ProjectDetails({ project, foreman }: { project: Project; foreman: boolean }) {
  const planned = plannedDays(project);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Detail label="Location">{project.location}</Detail>
        <Detail label="Address">{addressLine(project) ?? '—'}</Detail>
        <Detail label="Start date">{formatDate(project.startDate)}</Detail>
        <Detail label="End date">{formatDate(project.endDate)}</Detail>
        <Detail label="Estimated days">{planned ?? '—'}</Detail>
        {!foreman && (
          <Detail label="Estimated material cost">
            {project.estimatedMaterialCost === null ? '—' : formatMoney(project.estimatedMaterialCost)}
          </Detail>
        )}
      </SimpleGrid>
      {!foreman && <ProjectMoney project={project} />}
      <Divider />
      <Detail label="Description">{project.description || 'No description.'}</Detail>
      {!foreman && project.aiAnalysis && <Detail label="AI analysis">{project.aiAnalysis}</Detail>}
    </Stack>
  );
}

/** Contract value (original budget + approved change orders), costs, profit and margin of the Details tab. */
function ProjectMoney({ project }: { project: Project }) {
  // Until a cost is recorded, profit = budget and margin = 100 %: no result yet (issue 18, honest figures).
  const noCosts = project.totalExpenses === 0;
  // Work priced at $0 for want of a rate: shown, not final, without a reassuring tone (docs/decisions/).
  const unpriced = project.unpricedWorkRecords > 0;
  const marginColor = noCosts || (unpriced && project.profitMargin >= 0) ? undefined : toneText(marginTone(project.profitMargin));
  return (
    <>
      <Divider />
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
        <Detail label="Contract value">{formatMoney(project.contractValue)}</Detail>
        <Detail label="Original budget">{formatMoney(project.originalBudget)}</Detail>
        <Detail label="Total expenses">{formatMoney(project.totalExpenses)}</Detail>
        <Detail label="Budget left" color={!noCosts && project.totalProfit < 0 ? 'red' : undefined}>
          {noCosts ? '—' : formatMoney(project.totalProfit)}
        </Detail>
        <Detail label="Budget left %" color={marginColor}>
          {noCosts ? '—' : formatPercent(project.profitMargin)}
        </Detail>
      </SimpleGrid>
      {unpriced ? (
        <UnpricedWorkNote work={project} />
      ) : (
        noCosts && (
          <Text size="sm" c="dimmed">
            No costs recorded yet: profit and margin appear once an expense or work day is added.
          </Text>
        )
      )}
    </>
  );
}
