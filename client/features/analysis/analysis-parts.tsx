import { Alert, Badge, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import type { EngineInfoView } from '../../../domain/analysis/engine';
import { engineLabel, fallbackText } from './analysis-view';

/** Which engine produced a result, and why a configured model's answer was not used. */
export function EngineNote({ engine }: { engine: EngineInfoView }) {
  const fallback = fallbackText(engine);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" color={engine.name === 'openai-compatible' ? 'violet' : 'gray'} leftSection={<IconSparkles size={12} />}>
          {engineLabel(engine)}
        </Badge>
      </Group>
      {fallback && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Model answer not used">
          {fallback}
        </Alert>
      )}
    </Stack>
  );
}

export function PanelSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading analysis">
      <Skeleton h={22} w={140} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={72} />
        ))}
      </SimpleGrid>
      <Skeleton h={80} />
      <Skeleton h={80} />
    </Stack>
  );
}

export function Bullets({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div>
      <Title order={5} mb={4}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
