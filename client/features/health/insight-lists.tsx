import { Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBulb, IconTrendingDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { HealthSummary } from '../../../domain/health-schemas';

/** Spec part 2 §9: action items, risks and opportunities are capped at 4. */
const CAP = 4;

function InsightList({
  title,
  items,
  empty,
  icon,
  color,
}: {
  title: string;
  items: string[];
  empty: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon color={color} variant="light" size={22} radius="xl" aria-hidden>
              {icon}
            </ThemeIcon>
          }
        >
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/** Critical alerts, predicted risks (first 4) and optimization opportunities (first 4). */
export function InsightLists({ summary }: { summary: HealthSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <InsightList
        title="Critical Alerts"
        items={summary.criticalAlerts}
        empty="No critical alerts."
        icon={<IconAlertTriangle size={14} />}
        color="red"
      />
      <InsightList
        title="Predicted Risks"
        items={summary.upcomingRisks.slice(0, CAP)}
        empty="No risks predicted from the current pace."
        icon={<IconTrendingDown size={14} />}
        color="orange"
      />
      <InsightList
        title="Optimization Opportunities"
        items={summary.optimizationOpportunities.slice(0, CAP)}
        empty="No opportunities found right now."
        icon={<IconBulb size={14} />}
        color="teal"
      />
    </SimpleGrid>
  );
}

/** The analysis summary: executive summary, financial and timeline health, up to 4 recommended actions. */
export function AnalysisSummary({ summary }: { summary: HealthSummary }) {
  return (
    <Card component="section" aria-label="Analysis summary">
      <Title order={2} size="h4" mb="xs">
        Analysis Summary
      </Title>
      <Text size="sm">{summary.executiveSummary}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="sm">
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            Financial health
          </Text>
          <Text size="sm">{summary.financialHealth}</Text>
        </div>
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            Timeline health
          </Text>
          <Text size="sm">{summary.timelineHealth}</Text>
        </div>
      </SimpleGrid>
      {summary.actionItems.length > 0 && (
        <>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm">
            Recommended actions
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {summary.actionItems.slice(0, CAP).map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
          </List>
        </>
      )}
    </Card>
  );
}
