import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { todayIso } from '../../../domain/dates';
import { clampPercent, marginTone, type Project } from '../../../domain/projects';
import { scheduleOf, scheduleTone } from '../../../domain/schedule';
import { formatMoney, formatPercent } from '../../lib/format';
import { TwoColumns } from '../../lib/ui/two-columns';
import { toneText } from './tone';
import { UnpricedWorkNote } from './unpriced-work-note';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}

/** Money, margin and schedule figures of a project card (docs/product/screens.md §2.4). */
export function ProjectCardFigures({ project, today = todayIso() }: { project: Project; today?: string }) {
  const margin = project.profitMargin;
  const tone = marginTone(margin);
  // The one schedule rule (domain/schedule.ts): the same "behind" as the Costs tab, the analyses and health.
  const schedule = scheduleOf(project, today);
  const { daysRunning: running, plannedDays: planned, daysLate: overrun } = schedule;
  const daysTone = scheduleTone(schedule.state);
  // Until a cost is recorded, profit = budget and margin = 100 %: no result yet, so say what is missing instead.
  const noCosts = project.totalExpenses === 0;
  // Work priced at $0 for want of a rate: the figures are shown but not final, so no reassuring green or yellow.
  const unpriced = project.unpricedWorkRecords > 0;
  const marginColor = noCosts ? undefined : unpriced && margin >= 0 ? undefined : toneText(tone);

  return (
    <Stack gap="sm">
      <TwoColumns>
        <Figure
          label={
            project.contractValue === project.originalBudget
              ? 'Contract value'
              : `Contract value (original ${formatMoney(project.originalBudget)})`
          }
          value={formatMoney(project.contractValue)}
        />
        <Figure label="Total expenses" value={formatMoney(project.totalExpenses)} />
        <Figure
          label="Budget left"
          value={noCosts ? '—' : formatMoney(project.totalProfit)}
          color={project.totalProfit < 0 ? 'red' : undefined}
        />
        <Figure label="Budget left %" value={noCosts ? '—' : formatPercent(margin)} color={marginColor} />
      </TwoColumns>

      {margin < 0 && (
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
          <Text size="sm" c="red" fw={500}>
            Loss warning: this project is losing money
          </Text>
        </Alert>
      )}

      {noCosts && unpriced ? (
        <UnpricedWorkNote work={project} />
      ) : noCosts ? (
        <Text size="sm" c="dimmed">
          No costs recorded yet: profit and margin appear once an expense or work day is added.
        </Text>
      ) : (
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="xs" c="dimmed">
              Profit margin
            </Text>
            <Text size="xs" c={marginColor} fw={600}>
              {formatPercent(margin)}
            </Text>
          </Group>
          <Progress
            value={clampPercent(margin)}
            color={unpriced && margin >= 0 ? 'gray' : tone}
            size="md"
            aria-label={`Profit margin ${formatPercent(margin)}${unpriced ? ', not final' : ''}`}
          />
          {unpriced && (
            <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
              <UnpricedWorkNote work={project} />
            </div>
          )}
        </div>
      )}

      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Days running
        </Text>
        <Text size="sm" fw={600} c={toneText(daysTone)}>
          {planned === null ? `${running} (no estimate)` : `${running} of ${planned} planned`}
        </Text>
      </Group>
      {overrun > 0 && (
        <Group gap={6} wrap="nowrap">
          <IconClockExclamation size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red" fw={500}>
            Behind schedule: {overrun} {overrun === 1 ? 'day' : 'days'} past the planned end
          </Text>
        </Group>
      )}
    </Stack>
  );
}
