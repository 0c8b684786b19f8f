import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCoin, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Employee } from '../../../domain/people';
import { formatMoney } from '../../lib/format';
import { averageDailyRate } from './filter-employees';

function Tile({ label, value, icon, color }: { label: string; value: ReactNode; icon: ReactNode; color: string }) {
  return (
    <Card component="section" aria-label={label} padding="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="div" fz={24} fw={700} lh={1.3}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Total, active and average daily rate of all employees (not only those matching the search). */
export function EmployeeStats({ employees }: { employees: readonly Employee[] | undefined }) {
  const value = (fn: (list: readonly Employee[]) => ReactNode) => (employees ? fn(employees) : <Skeleton height={24} width={80} mt={6} />);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Tile label="Total Employees" value={value((l) => l.length)} icon={<IconUsers size={20} />} color="indigo" />
      <Tile
        label="Active Employees"
        value={value((l) => l.filter((e) => e.active).length)}
        icon={<IconUserCheck size={20} />}
        color="teal"
      />
      <Tile
        label="Average Daily Rate"
        value={value((l) => formatMoney(averageDailyRate(l)))}
        icon={<IconCoin size={20} />}
        color="yellow"
      />
    </SimpleGrid>
  );
}
