import { Grid, Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconGasStation, IconHammer, IconHelmet, IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ExpenseSummary } from '../../../domain/expenses';
import { countOf } from '../../../domain/wording';
import { formatMoney } from '../../lib/format';
import { categoryColor } from './expense-category';

type TileProps = { label: string; icon: ReactNode; color: string; value: string | null; detail: string | null; extra?: string | null };

function Tile({ label, icon, color, value, detail, extra }: TileProps) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600} truncate="end" title={label}>
        {label}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        {value === null ? (
          <Skeleton height={26} width="60%" />
        ) : (
          <Text fw={700} fz="xl" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
        )}
        <ThemeIcon variant="light" color={color} size="md" radius="md" aria-hidden style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
      </Group>
      {detail === null ? (
        <Skeleton height={12} width="50%" mt={8} />
      ) : (
        <Text size="sm" c="dimmed" mt={2}>
          {detail}
        </Text>
      )}
      {extra && (
        <Text size="sm" c="dimmed" mt={2}>
          {extra}
        </Text>
      )}
    </Paper>
  );
}

const CATEGORY_TILES = [
  { category: 'material', label: 'Material', icon: <IconPackage size={18} /> },
  { category: 'labor', label: 'Labor', icon: <IconHammer size={18} /> },
  { category: 'gas', label: 'Gas', icon: <IconGasStation size={18} /> },
  { category: 'subcontractor', label: 'Subcontractor', icon: <IconHelmet size={18} /> },
] as const;

const plural = (n: number) => countOf(n, 'expense');

/** The crew's pay from work records, under the Labor tile: labor is not only what was entered as an expense. */
const workLine = (w: ExpenseSummary['workRecords']) =>
  w && w.count > 0 ? `+ ${formatMoney(w.amount)} in ${w.count.toLocaleString('en-US')} work ${w.count === 1 ? 'record' : 'records'}` : null;

/** Total amount and per-category counts over the page's current filters; '—' when the summary failed. */
export function ExpenseSummaryTiles({ summary, failed }: { summary: ExpenseSummary | undefined; failed: boolean }) {
  const show = <T,>(pick: (s: ExpenseSummary) => T, fmt: (v: T) => string) => (failed ? '—' : summary ? fmt(pick(summary)) : null);
  return (
    // 24 columns: on phones the total spans the row above a 2×2 of categories; four across from md; from lg the
    // total takes a third of the row (room for seven-figure sums) and the four categories share the rest.
    <Grid columns={24} gap="sm">
      <Grid.Col span={{ base: 24, lg: 8 }}>
        <Tile
          label="Total Amount"
          icon={<IconCash size={18} />}
          color="indigo"
          value={show((s) => s.totalAmount, formatMoney)}
          detail={show((s) => s.count, plural)}
        />
      </Grid.Col>
      {CATEGORY_TILES.map((t) => (
        <Grid.Col key={t.category} span={{ base: 12, md: 6, lg: 4 }}>
          <Tile
            label={t.label}
            icon={t.icon}
            color={categoryColor(t.category)}
            value={show(
              (s) => s.byCategory[t.category]?.count ?? 0,
              (n) => n.toLocaleString('en-US'),
            )}
            detail={show((s) => s.byCategory[t.category]?.amount ?? 0, formatMoney)}
            extra={t.category === 'labor' && summary && !failed ? workLine(summary.workRecords) : null}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
