import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconPackage, IconReceipt, IconSum, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CostSummary } from '../../../domain/cost-tracking';
import { formatMoney } from '../../lib/format';

type CostCardProps = { label: string; amount: number; icon: ReactNode; color: string; highlight?: boolean };

function CostCard({ label, amount, icon, color, highlight }: CostCardProps) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={highlight ? 'var(--mantine-color-indigo-light)' : undefined}
      aria-label={`${label} costs`}
      role="group"
    >
      <Group gap={6} wrap="nowrap">
        <ThemeIcon variant="light" color={color} size="sm" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
      </Group>
      <Text fw={700} size="lg" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {formatMoney(amount)}
      </Text>
    </Paper>
  );
}

/** Labor, Material, Other and Total costs of the project (Total is the sum of the three). */
export function CostCards({ summary }: { summary: CostSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <CostCard label="Labor" amount={summary.totalLaborCosts} icon={<IconUsers size={14} />} color="blue" />
      <CostCard label="Material" amount={summary.totalMaterialCosts} icon={<IconPackage size={14} />} color="green" />
      <CostCard label="Other" amount={summary.totalOtherCosts} icon={<IconReceipt size={14} />} color="gray" />
      <CostCard label="Total" amount={summary.totalCosts} icon={<IconSum size={14} />} color="indigo" highlight />
    </SimpleGrid>
  );
}
