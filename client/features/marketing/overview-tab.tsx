import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import type { MarketingItem, PhotoSummary } from '../../../domain/marketing/schemas';
import { FigureTile } from '../../lib/ui/figure-tile';

/** Recent activity: each item's generation and approval, newest first, the 5 latest (docs/product/rules.md §9). */
export function recentActivity(items: readonly MarketingItem[]): { at: string; text: string }[] {
  return items
    .flatMap((i) => [
      { at: i.createdAt, text: `Draft generated for ${i.projectName}` },
      ...(i.approvedAt ? [{ at: i.approvedAt, text: `Approved for ${i.projectName}` }] : []),
    ])
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 5);
}

/** Overview: projects with photos, drafts pending, approved, and the recent activity. */
export function OverviewTab({ items, summary }: { items: readonly MarketingItem[]; summary: readonly PhotoSummary[] }) {
  const drafts = items.filter((i) => i.status === 'draft').length;
  const approved = items.length - drafts;
  const activity = recentActivity(items);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <FigureTile label="Projects with photos" value={summary.length} hint="Before, progress or after photos" />
        <FigureTile label="Drafts pending" value={drafts} />
        <FigureTile label="Approved" value={approved} />
      </SimpleGrid>
      <Card component="section" aria-labelledby="activity-title" withBorder>
        <Title order={2} size="h5" id="activity-title" mb="xs">
          Recent activity
        </Title>
        {activity.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing generated yet.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {activity.map((a) => (
              <List.Item key={`${a.at}${a.text}`}>
                {a.text}{' '}
                <Text span size="xs" c="dimmed">
                  {new Date(a.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </SimpleGrid>
  );
}
