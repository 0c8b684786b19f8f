import { ActionIcon, Badge, Card, Group, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { EngineInfoView } from '../../../domain/analysis/engine';

type FigureProps = {
  label: string;
  value: ReactNode;
  color?: string;
  hint?: ReactNode;
  /** How the figure is computed, with its inputs: shown in a popover behind the info button. */
  how: ReactNode;
};

/** One figure of the analyzer with a "How is this computed?" popover listing its formula and inputs. */
export function Figure({ label, value, color, hint, how }: FigureProps) {
  return (
    <Card component="section" aria-label={label} padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <HowComputed label={label}>{how}</HowComputed>
      </Group>
      <Text component="div" fz={22} fw={700} lh={1.25} mt={4} c={color}>
        {value}
      </Text>
      {hint && (
        <Text component="div" size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Card>
  );
}

/**
 * The info button and popover: formula and inputs of one figure. Escape closes it while the focus is still on the
 * button (Mantine's popover only listens for Escape inside its dropdown).
 */
export function HowComputed({ label, children }: { label: string; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" opened={opened} onChange={(o) => !o && close()}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`How is ${label} computed?`}
          aria-expanded={opened}
          onClick={toggle}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && opened) {
              e.stopPropagation();
              close();
            }
          }}
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="sm" component="div">
            {children}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Which engine wrote an analysis: the built-in one, or a model (and why it fell back). */
export function EngineBadge({ engine }: { engine: EngineInfoView }) {
  const text = engine.name === 'built-in' ? 'Built-in engine (from your figures)' : `Model: ${engine.model ?? 'configured model'}`;
  return (
    <Group gap="xs">
      <Badge variant="light" color={engine.name === 'built-in' ? 'gray' : 'violet'}>
        {text}
      </Badge>
      {engine.fallbackReason && (
        <Text size="xs" c="dimmed">
          Model not used: {engine.fallbackReason}
        </Text>
      )}
    </Group>
  );
}
