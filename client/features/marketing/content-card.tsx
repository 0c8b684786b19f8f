import { Badge, Button, Card, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { marketingApi } from '../../../domain/api/marketing';
import type { MarketingItem } from '../../../domain/marketing/schemas';
import { findTemplate } from '../../../domain/marketing/templates';
import { photoUrl } from '../../../domain/photos';
import { errorMessage } from '../../lib/api';
import { endpointUrl } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useApproveMarketing, useRejectMarketing } from './marketing-api';

const PLATFORM_LABEL: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

function Customizations({ item }: { item: MarketingItem }) {
  const c = item.customizations;
  const parts = [
    `Template: ${findTemplate(item.templateId)?.name ?? 'Quick generate'}`,
    c.businessName ? `Business name: ${c.businessName}` : null,
    c.callToAction ? `Call to action: ${c.callToAction}` : null,
    c.extraHashtags?.length ? `Extra hashtags: ${c.extraHashtags.join(' ')}` : null,
  ].filter(Boolean);
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/** One marketing item: the story, the post, highlights and photos; draft actions or the published label. */
export function ContentCard({ item }: { item: MarketingItem }) {
  const approve = useApproveMarketing();
  const reject = useRejectMarketing();
  const c = item.content;
  const packageHref = endpointUrl(marketingApi.package, { params: { id: item.id } });
  const draft = item.status === 'draft';

  const confirmApprove = () =>
    modals.openConfirmModal({
      title: 'Approve Marketing Content',
      centered: true,
      children: <Text size="sm">Approve this content for {item.projectName}? It moves to Published, ready for social media.</Text>,
      labels: { confirm: 'Approve & Publish', cancel: 'Cancel' },
      onConfirm: () =>
        approve.mutate(
          { params: { id: item.id } },
          {
            onSuccess: () => notifySuccess('Content Approved', `${item.projectName} is ready for social media.`),
            onError: (e) => notifyError(errorMessage(e, 'Failed to approve the content. Please try again.')),
          },
        ),
    });

  const doReject = () =>
    reject.mutate(
      { params: { id: item.id } },
      {
        onSuccess: () => notifySuccess('Content Rejected', 'The draft was removed.'),
        onError: (e) => notifyError(errorMessage(e, 'Failed to reject the content. Please try again.')),
      },
    );

  return (
    <Card component="article" aria-label={`Marketing content for ${item.projectName}`} withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {item.projectName}
            </Title>
            <Text size="sm" c="dimmed">
              {item.city} · {new Date(item.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </div>
          <Group gap="xs">
            <Badge variant="light">{PLATFORM_LABEL[c.socialMediaPost.platform] ?? c.socialMediaPost.platform}</Badge>
            {draft ? (
              <Badge color="yellow" variant="light">
                Draft
              </Badge>
            ) : (
              <Badge color="green" variant="filled">
                Ready for Social Media
              </Badge>
            )}
          </Group>
        </Group>
        <div>
          <Text fw={600} size="sm">
            Before &amp; after story
          </Text>
          <Text size="sm">{c.beforeAfterComparison}</Text>
        </div>
        <div>
          <Text fw={600} size="sm">
            Social post caption
          </Text>
          <Text size="sm" data-testid="caption">
            {c.socialMediaPost.caption}
          </Text>
          <Text size="sm" c="blue">
            {c.socialMediaPost.hashtags.join(' ')}
          </Text>
        </div>
        <div>
          <Text fw={600} size="sm">
            Highlights
          </Text>
          <List size="sm">
            {c.projectHighlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        </div>
        <Text size="sm">{c.marketingCopy}</Text>
        {item.photos.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            {item.photos.map((p) => (
              <Image
                key={p.id}
                src={p.thumbnail ?? photoUrl(p.fileName)}
                alt={p.caption ? `${p.category}: ${p.caption}` : `${p.category} photo`}
                radius="sm"
                h={72}
                fit="cover"
                loading="lazy"
              />
            ))}
          </SimpleGrid>
        )}
        <Customizations item={item} />
        <Group gap="xs">
          {draft && (
            <>
              <Button leftSection={<IconCheck size={16} />} onClick={confirmApprove} loading={approve.isPending}>
                Approve &amp; Publish
              </Button>
              <Button variant="default" color="red" leftSection={<IconX size={16} />} onClick={doReject} loading={reject.isPending}>
                Reject
              </Button>
            </>
          )}
          <Button component="a" href={packageHref} download variant="light" leftSection={<IconDownload size={16} />}>
            Download Package
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
