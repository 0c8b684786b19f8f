import { Badge, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useLiveChanges } from './use-live-changes';

/**
 * Keeps the app's live change stream open and, only while it is down, says so in the top bar: screens then
 * refresh when the window regains focus, and everything is refreshed once the stream is back.
 */
export function LiveStatus() {
  const state = useLiveChanges();
  if (state !== 'lost') return null;
  return (
    <Tooltip
      label="Changes made on other devices will show once the connection is back; returning to this window also refreshes."
      multiline
      w={260}
      withArrow
    >
      <Badge
        role="status"
        color="yellow"
        variant="light"
        size="lg"
        radius="sm"
        leftSection={<IconPlugConnectedX size={14} aria-hidden />}
        style={{ textTransform: 'none', flexShrink: 0 }}
      >
        {/* A phone's top bar keeps room for the page title: the icon alone, the words for screen readers. */}
        <VisuallyHidden hiddenFrom="sm">Live updates paused — reconnecting</VisuallyHidden>
        <Text visibleFrom="sm" span inherit>
          Live updates paused
        </Text>
        <Text visibleFrom="md" span inherit>
          {' '}
          — reconnecting
        </Text>
      </Badge>
    </Tooltip>
  );
}
