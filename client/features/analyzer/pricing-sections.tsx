import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { findPosition } from '../../../domain/analyzer/pay-scale';
import { laborCosts, marginAdvice, pricingAnalysis } from '../../../domain/analyzer/pricing';
import type { ProjectFigures } from '../../../domain/analyzer/schemas';
import { FLORIDA_AVERAGE_MARGIN } from '../../../domain/projects';
import { type Column, csvMoney } from '../../../domain/table-sort';
import { formatMoney, formatPercent } from '../../lib/format';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { useTableSort } from '../../lib/ui/use-table-sort';
import { Figure, HowComputed } from './figure';

const ADVICE_COLOR = { critical: 'red', warning: 'yellow', good: 'blue', excellent: 'green' } as const;
const LEVEL_LABEL = { entry: 'Entry', mid: 'Mid', senior: 'Senior' } as const;
const LEVEL_ORDER = { entry: 0, mid: 1, senior: 2 } as const;

/** Pricing Analysis for the chosen target margin, and the Pricing Recommendations cards. */
export function PricingSection({ f, targetMargin }: { f: ProjectFigures; targetMargin: number }) {
  // Pricing advice from the projected cost (the one projection's estimate at completion), never from costs so far.
  const p = pricingAnalysis(f.budget, f.projectedCost, targetMargin);
  const atAverage = pricingAnalysis(f.budget, f.projectedCost, FLORIDA_AVERAGE_MARGIN);
  const known = f.estimateSource === 'estimate' || f.estimateSource === 'final';
  const advice = p.currentMargin === null || !known ? null : marginAdvice(p.currentMargin);
  const costs = `projected cost ${formatMoney(f.projectedCost)}`;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Pricing Analysis
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <Figure label="Current Revenue" value={formatMoney(p.currentRevenue)} how="The project's budget (contract price)." />
        <Figure
          label="Recommended Revenue"
          value={<span data-testid="recommended-revenue">{formatMoney(p.recommendedRevenue)}</span>}
          hint={`For a ${p.targetMargin}% margin`}
          how={`Projected cost ÷ (1 − target margin ÷ 100) = ${formatMoney(f.projectedCost)} ÷ (1 − ${p.targetMargin} ÷ 100). The projected cost is the estimate at completion (${known ? 'the estimated total cost' : 'no estimate yet: the contract value, break-even'}), not the costs so far (${formatMoney(f.totalCosts)}).`}
        />
        <Figure
          label="Pricing Adjustment"
          value={`${p.pricingAdjustment > 0 ? '+' : ''}${formatMoney(p.pricingAdjustment)}`}
          hint={p.percentChange === null ? 'No current revenue' : `${p.percentChange > 0 ? '+' : ''}${p.percentChange.toFixed(2)}% change`}
          how={`Recommended ${formatMoney(p.recommendedRevenue)} − current ${formatMoney(p.currentRevenue)}; the % change is the adjustment ÷ current revenue.`}
        />
        <Figure
          label="State Industry Average"
          value={formatPercent(p.industryAverage)}
          hint={
            p.currentMargin === null || !known
              ? 'No estimate at completion yet'
              : `Your projected margin ${formatPercent(p.currentMargin, 2)}: ${p.comparison === 'above' ? 'above' : p.comparison === 'at' ? 'at' : 'below'} average`
          }
          how={`The fixed Florida average profit margin, 15.2%. Your projected margin = (budget − projected cost) ÷ budget with ${costs}.`}
        />
      </SimpleGrid>
      <Title order={3} size="h4">
        Pricing Recommendations
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card component="section" aria-label="Margin advice">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>Margin advice</Text>
            {advice && (
              <Badge color={ADVICE_COLOR[advice.level]} variant="light">
                {advice.level}
              </Badge>
            )}
          </Group>
          <Text size="sm" mt={4}>
            {advice ? advice.message : 'Record costs on this project to get margin advice.'}
          </Text>
        </Card>
        <Card component="section" aria-label="Price at the Florida average">
          <Text fw={600}>Price at the Florida average</Text>
          <Text size="sm" mt={4}>
            To earn {FLORIDA_AVERAGE_MARGIN}% on {costs}, charge {formatMoney(atAverage.recommendedRevenue)}.
          </Text>
        </Card>
        <Card component="section" aria-label="Price at your target">
          <Text fw={600}>Price at your target ({p.targetMargin}%)</Text>
          <Text size="sm" mt={4}>
            {p.pricingAdjustment > 0
              ? `Add ${formatMoney(p.pricingAdjustment)} through change orders or on the next similar job.`
              : `The current price already earns at least ${p.targetMargin}% on the costs so far (${formatMoney(-p.pricingAdjustment)} of room).`}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

/** Labor Cost Analysis: entry, mid and senior rates of a position, per hour and per 8-hour day, for the labor days. */
export function LaborSection({ position, laborDays }: { position: string; laborDays: number }) {
  const row = findPosition(position);
  if (!row) return null;
  const levels = laborCosts(row, laborDays);
  return <LaborCard row={row} levels={levels} laborDays={laborDays} />;
}

type Level = ReturnType<typeof laborCosts>[number];

/** The labor levels with header sort and CSV (one column description serves both). */
function LaborCard({ row, levels, laborDays }: { row: NonNullable<ReturnType<typeof findPosition>>; levels: Level[]; laborDays: number }) {
  const columns = useMemo<Column<Level>[]>(
    () => [
      { key: 'level', label: 'Level', sortValue: (l) => LEVEL_ORDER[l.level], csv: (l) => LEVEL_LABEL[l.level] },
      { key: 'hour', label: 'Per hour', kind: 'number', sortValue: (l) => l.hourlyRate, csv: (l) => csvMoney(l.hourlyRate) },
      { key: 'day', label: 'Per 8-h day', kind: 'number', sortValue: (l) => l.dailyRate, csv: (l) => csvMoney(l.dailyRate) },
      { key: 'cost', label: `Cost for ${laborDays} days`, kind: 'number', sortValue: (l) => l.cost, csv: (l) => csvMoney(l.cost) },
    ],
    [laborDays],
  );
  const sort = useTableSort(levels, columns);
  return (
    <Card component="section" aria-labelledby="labor-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="labor-title">
          Labor Cost Analysis: {row.position}
        </Title>
        <HowComputed label="Labor costs">
          From the Florida pay scale ({formatMoney(row.hourlyRateMin)}–{formatMoney(row.hourlyRateMax)} per hour, average{' '}
          {formatMoney(row.averageHourlyRate)}): entry = min + 30% of (average − min); mid = average; senior = average + 70% of (max −
          average). Per day = hourly × 8 h; cost = per-day rate × {laborDays} labor days.
        </HowComputed>
      </Group>
      <Table.ScrollContainer
        minWidth={420}
        mt="xs"
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Labor cost by level' } }}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              {sort.th('level')}
              {sort.th('hour', { align: 'right' })}
              {sort.th('day', { align: 'right' })}
              {sort.th('cost', { align: 'right' })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sort.sorted.map((l) => (
              <Table.Tr key={l.level}>
                <Table.Td>{LEVEL_LABEL[l.level]}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.hourlyRate)}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.dailyRate)}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.cost)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="xs">
        <ExportCsvButton rows={sort.sorted} columns={columns} fileName={`labor-cost-${row.position}.csv`} label="labor cost by level" />
      </Group>
      <Text size="sm" mt="sm">
        {row.description}
      </Text>
      <Text size="sm" c="dimmed">
        Requirements: {row.requirements.join('; ')}.
      </Text>
    </Card>
  );
}
