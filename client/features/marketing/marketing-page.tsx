import { Badge, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OpeningQueries } from '../../app/opening-data';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { ContentCard } from './content-card';
import { GenerateTab } from './generate-tab';
import { marketingQueries } from './marketing-api';
import { OverviewTab } from './overview-tab';
import { SocialMediaTab } from './social-media-tab';

const TABS = ['overview', 'generate', 'review', 'published', 'social'];

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts). */
export const openingQueries: OpeningQueries = () => [marketingQueries.items(), marketingQueries.photosSummary()];

/** AI Marketing Center (spec part 2 §2): Overview, Generate, Review, Published and Social Media tabs. */
export default function MarketingPage() {
  // The top bar's Project Photos menu opens the generator: /marketing?tab=generate.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<string | null>(TABS.includes(params.get('tab') ?? '') ? params.get('tab') : 'overview');
  const items = useQuery(marketingQueries.items());
  const summary = useQuery(marketingQueries.photosSummary());
  const drafts = (items.data ?? []).filter((i) => i.status === 'draft');
  const approved = (items.data ?? []).filter((i) => i.status === 'approved');
  const loading = <Skeleton height={200} radius="md" aria-busy />;
  const failed = items.isError ? (
    <LoadError title="Could not load the marketing content" error={items.error} onRetry={() => void items.refetch()} />
  ) : null;
  const count = (n: number) => (
    <Badge size="sm" variant="light" circle={n < 10}>
      {n}
    </Badge>
  );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        AI Marketing Center
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="generate">Generate</Tabs.Tab>
          <Tabs.Tab value="review" rightSection={count(drafts.length)}>
            Review
          </Tabs.Tab>
          <Tabs.Tab value="published" rightSection={count(approved.length)}>
            Published
          </Tabs.Tab>
          <Tabs.Tab value="social">Social Media</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          {failed ?? (items.data && summary.data ? <OverviewTab items={items.data} summary={summary.data} /> : loading)}
        </Tabs.Panel>
        <Tabs.Panel value="generate" pt="md">
          <GenerateTab onGenerated={() => setTab('review')} />
        </Tabs.Panel>
        <Tabs.Panel value="review" pt="md">
          {failed ??
            (!items.data ? (
              loading
            ) : drafts.length === 0 ? (
              <EmptyState message="No Content Pending">Generate content from a project's photos in the Generate tab.</EmptyState>
            ) : (
              <Stack>
                {drafts.map((i) => (
                  <ContentCard key={i.id} item={i} />
                ))}
              </Stack>
            ))}
        </Tabs.Panel>
        <Tabs.Panel value="published" pt="md">
          {failed ??
            (!items.data ? (
              loading
            ) : approved.length === 0 ? (
              <EmptyState message="No Published Content">Approved content appears here, ready for social media.</EmptyState>
            ) : (
              <Stack>
                {approved.map((i) => (
                  <ContentCard key={i.id} item={i} />
                ))}
              </Stack>
            ))}
        </Tabs.Panel>
        <Tabs.Panel value="social" pt="md">
          <SocialMediaTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
