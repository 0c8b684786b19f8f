import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OpeningQueries } from '../../app/opening-data';
import { dashboardQueries } from './dashboard-queries';
import { RecentExpenses, recentExpensesQuery } from './recent-expenses';
import { RecentProjects, recentProjectsQuery } from './recent-projects';
import { StatCards } from './stat-cards';

export const openingQueries: OpeningQueries = () => [dashboardQueries.stats(), recentProjectsQuery(), recentExpensesQuery()];

/** Dashboard (/): headline figures, the 3 most recent projects and the 5 latest expenses (spec part 1 §2.3). */
export default function DashboardPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed" size="sm">
          Where your projects and money stand today.
        </Text>
      </div>
      <StatCards />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RecentProjects />
        <RecentExpenses />
      </SimpleGrid>
    </Stack>
  );
}
