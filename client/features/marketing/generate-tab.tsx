import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBolt, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GenerateMarketingInput } from '../../../domain/marketing/schemas';
import { MARKETING_TEMPLATES } from '../../../domain/marketing/templates';
import { PHOTO_CATEGORY_LABELS, type PhotoCategory } from '../../../domain/photos';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { photoQueries } from '../photos/photo-queries';
import { marketingQueries, useGenerateMarketing } from './marketing-api';

const MARKETING_CATEGORIES = ['before', 'progress', 'after', 'completed'];

/** The chosen project's marketing photos as checkboxes (all chosen at first): they go into the package. */
function PhotoPicker({ projectId, value, onChange }: { projectId: number; value: string[] | null; onChange: (v: string[]) => void }) {
  const photos = useQuery(photoQueries.project(projectId));
  const usable = (photos.data ?? []).filter((p) => MARKETING_CATEGORIES.includes(p.category));
  if (photos.isError) return <LoadError title="Could not load the photos" error={photos.error} onRetry={() => void photos.refetch()} />;
  if (!photos.data) return <Skeleton height={90} />;
  return (
    <Checkbox.Group label="Photos for the package" value={value ?? usable.map((p) => String(p.id))} onChange={onChange}>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" mt="xs">
        {usable.map((p) => (
          <Checkbox.Card
            key={p.id}
            value={String(p.id)}
            radius="sm"
            p={6}
            aria-label={`${PHOTO_CATEGORY_LABELS[p.category as PhotoCategory] ?? p.category}: ${p.caption ?? p.originalName}`}
          >
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Checkbox.Indicator />
              <Stack gap={2} style={{ minWidth: 0 }}>
                {p.thumbnailUrl && <Image src={p.thumbnailUrl} alt="" h={56} radius="xs" fit="cover" />}
                <Text size="xs" fw={600}>
                  {PHOTO_CATEGORY_LABELS[p.category as PhotoCategory] ?? p.category}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {p.caption ?? 'No caption'}
                </Text>
              </Stack>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** Generate (spec part 2 §2): pick a project with photos, then Quick Generate or a template with customizations. */
export function GenerateTab({ onGenerated }: { onGenerated: () => void }) {
  const summary = useQuery(marketingQueries.photosSummary());
  const generate = useGenerateMarketing();
  const [projectId, setProjectId] = useState<string | null>(null);
  // null: every marketing photo of the project (until the owner unticks one).
  const [photoIds, setPhotoIds] = useState<string[] | null>(null);
  const [templateId, setTemplateId] = useState<string>(MARKETING_TEMPLATES[0].id);
  const [businessName, setBusinessName] = useState('');
  const [callToAction, setCallToAction] = useState('');
  const [hashtags, setHashtags] = useState('');
  // The client is never named unless the owner allows it for this post (issue 39).
  const [showClientName, setShowClientName] = useState(false);

  if (summary.isError)
    return <LoadError title="Could not load the projects" error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <Skeleton height={160} />;
  if (summary.data.length === 0)
    return <EmptyState message="No projects with photos yet">Upload before and after photos from a project's Photos tab first.</EmptyState>;

  const run = (body: GenerateMarketingInput) => {
    if (!projectId) return;
    generate.mutate(
      { params: { id: Number(projectId) }, body },
      {
        onSuccess: (item) => {
          notifySuccess('Content Generated', `A draft for ${item.projectName} is ready for review.`);
          onGenerated();
        },
        onError: (e) => notifyError(errorMessage(e, 'Failed to generate marketing content. Please try again.'), 'Generation Failed'),
      },
    );
  };
  const chosen = photoIds === null ? true : photoIds.map(Number);
  const extra = hashtags
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);

  return (
    <Stack gap="md">
      <Radio.Group
        label="Project"
        description="Projects with before, progress or after photos"
        value={projectId}
        onChange={(v) => {
          setProjectId(v);
          setPhotoIds(null);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
          {summary.data.map((p) => (
            <Radio.Card key={p.projectId} value={String(p.projectId)} radius="md" p="sm" aria-label={p.name}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{p.name}</Text>
                  <Text size="sm" c="dimmed">
                    {p.location}
                  </Text>
                  <Group gap={6} mt={4}>
                    <Badge size="sm" variant="light">
                      {p.status.replace('_', ' ')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {p.photoCount} photos · {p.beforeCount} before · {p.afterCount} after
                    </Text>
                  </Group>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {projectId && (
        <>
          <PhotoPicker projectId={Number(projectId)} value={photoIds} onChange={setPhotoIds} />
          <Switch
            label="Name the client in this post"
            description="Off: the client's name and any “Client: …” line are left out of the post."
            checked={showClientName}
            onChange={(e) => setShowClientName(e.currentTarget.checked)}
          />
          <Group>
            <Button
              leftSection={<IconBolt size={16} />}
              loading={generate.isPending}
              onClick={() => run({ includePhotos: chosen, ...(showClientName ? { customizations: { showClientName } } : {}) })}
            >
              Quick Generate
            </Button>
          </Group>
          <Card withBorder component="section" aria-labelledby="templates-title">
            <Title order={3} size="h5" id="templates-title" mb="xs">
              Templates
            </Title>
            <Radio.Group value={templateId} onChange={setTemplateId} aria-labelledby="templates-title">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {MARKETING_TEMPLATES.map((t) => (
                  <Radio.Card key={t.id} value={t.id} radius="sm" p="xs" aria-label={t.name}>
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600} size="sm">
                          {t.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t.description}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
              <TextInput
                label="Business name"
                value={businessName}
                onChange={(e) => setBusinessName(e.currentTarget.value)}
                maxLength={100}
              />
              <TextInput
                label="Call to action"
                value={callToAction}
                onChange={(e) => setCallToAction(e.currentTarget.value)}
                maxLength={200}
              />
              <TextInput
                label="Extra hashtags"
                description="Separated by spaces or commas"
                value={hashtags}
                onChange={(e) => setHashtags(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Button
              mt="sm"
              variant="light"
              leftSection={<IconTemplate size={16} />}
              loading={generate.isPending}
              onClick={() =>
                run({
                  templateId,
                  includePhotos: chosen,
                  customizations: {
                    ...(businessName.trim() ? { businessName: businessName.trim() } : {}),
                    ...(callToAction.trim() ? { callToAction: callToAction.trim() } : {}),
                    ...(extra.length ? { extraHashtags: extra } : {}),
                    ...(showClientName ? { showClientName } : {}),
                  },
                })
              }
            >
              Generate from Template
            </Button>
          </Card>
        </>
      )}
    </Stack>
  );
}
