import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EngineInfoView } from '../../../domain/analysis/engine';
import { PLATFORM_LABELS, POST_LIMITS, type SocialAccount, type SocialPost } from '../../../domain/social';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FormModal } from '../../lib/ui/form-modal';
import { projectQueries } from '../projects/project-queries';
import { useCreatePost, useGenerateContent, useUpdatePost } from './social-api';
import { toLocalInput } from './social-status';

type PostDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The post to edit, or null for a new one. */
  post: SocialPost | null;
  accounts: SocialAccount[];
};

/** New or Edit Post: account, content (or generated from a project's real data), schedule time, image link. */
export function PostDialog({ opened, onClose, post, accounts }: PostDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={post ? 'Edit Post' : 'Schedule Post'} size="lg">
      {opened && <PostForm onClose={onClose} post={post} accounts={accounts} />}
    </FormModal>
  );
}

/** A new post's default time: the next full hour at least an hour away. */
const inAnHour = () => {
  const d = new Date(Date.now() + 60 * 60 * 1000);
  d.setMinutes(0, 0, 0);
  return d.toISOString();
};

function PostForm({ onClose, post, accounts }: Omit<PostDialogProps, 'opened'>) {
  const connected = accounts.filter((a) => a.isConnected);
  const [accountId, setAccountId] = useState<string | null>(
    post?.accountId ? String(post.accountId) : connected[0] ? String(connected[0].id) : null,
  );
  const [content, setContent] = useState(post?.content ?? '');
  const [when, setWhen] = useState(toLocalInput(post?.scheduledFor ?? inAnHour()));
  const [imageUrl, setImageUrl] = useState(post?.imageUrl ?? '');
  const [projectId, setProjectId] = useState<string | null>(post?.projectId ? String(post.projectId) : null);
  const [engine, setEngine] = useState<EngineInfoView | null>(post?.engine ?? null);
  const projects = useQuery(projectQueries.list());
  const create = useCreatePost();
  const update = useUpdatePost();
  const generate = useGenerateContent();
  const account = accounts.find((a) => String(a.id) === accountId) ?? null;
  const limit = account ? POST_LIMITS[account.platform] : null;
  const tooLong = limit !== null && content.length > limit;
  const ready = account !== null && content.trim() !== '' && when !== '' && !tooLong;

  const runGenerate = () => {
    if (!account || !projectId) return;
    generate.mutate(
      { body: { platform: account.platform, projectId: Number(projectId), businessInfo: { name: account.displayName } } },
      {
        onSuccess: (g) => {
          setContent(g.content);
          setEngine(g.engine);
        },
        onError: (e) => notifyError(errorMessage(e, 'Failed to generate content. Please try again.'), 'Generation Failed'),
      },
    );
  };

  const save = (status: 'draft' | 'scheduled') => {
    if (!ready) return;
    const scheduledFor = new Date(when).toISOString();
    const done = {
      onSuccess: () => {
        notifySuccess(
          status === 'draft' ? 'Draft saved' : 'Post scheduled',
          status === 'draft'
            ? undefined
            : `Goes out ${new Date(scheduledFor).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`,
        );
        onClose();
      },
      onError: (e: unknown) => notifyError(errorMessage(e, 'Failed to save the post. Please try again.'), 'Save Failed'),
    };
    const image = imageUrl.trim() || null;
    if (post) update.mutate({ params: { id: post.id }, body: { content: content.trim(), scheduledFor, imageUrl: image, status } }, done);
    else
      create.mutate(
        {
          body: {
            accountId: Number(accountId),
            content: content.trim(),
            scheduledFor,
            imageUrl: image,
            projectId: projectId ? Number(projectId) : null,
            status,
            engine,
          },
        },
        done,
      );
  };
  const pending = create.isPending || update.isPending;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save('scheduled');
      }}
    >
      <Stack>
        <Select
          label="Account"
          placeholder={connected.length === 0 ? 'Connect an account first' : 'Choose an account'}
          data={(post ? accounts : connected).map((a) => ({
            value: String(a.id),
            label: `${PLATFORM_LABELS[a.platform]} · @${a.username}`,
          }))}
          value={accountId}
          onChange={setAccountId}
          disabled={post !== null}
          allowDeselect={false}
        />
        {!post && (
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Write from a project"
              placeholder="Choose a project"
              data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={projectId}
              onChange={setProjectId}
              searchable
              style={{ flex: '1 1 200px' }}
            />
            <Button variant="light" onClick={runGenerate} disabled={!projectId || !account} loading={generate.isPending}>
              Generate Content
            </Button>
          </Group>
        )}
        <Textarea
          label="Content"
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          required
          error={tooLong ? `Too long for ${account ? PLATFORM_LABELS[account.platform] : 'the platform'}` : undefined}
          description={
            limit !== null ? `${content.length.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters` : undefined
          }
        />
        {engine && (
          <Text size="xs" c="dimmed">
            Written by the{' '}
            {engine.name === 'built-in' ? 'built-in engine from the project’s data and photo captions' : `model ${engine.model ?? ''}`}
            {engine.fallbackReason ? ` (model not used: ${engine.fallbackReason})` : ''}.
          </Text>
        )}
        <TextInput
          label="Publish at"
          type="datetime-local"
          step={1}
          value={when}
          onChange={(e) => setWhen(e.currentTarget.value)}
          required
        />
        <TextInput
          label="Image link (optional)"
          placeholder="https://… or /uploads/…"
          value={imageUrl}
          onChange={(e) => setImageUrl(e.currentTarget.value)}
        />
        {account?.platform === 'instagram' && !imageUrl.trim() && (
          <Alert color="yellow" variant="light">
            Instagram posts need an image: add an image link, or the platform will refuse the post.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="light" onClick={() => save('draft')} disabled={!ready} loading={pending}>
            Save as Draft
          </Button>
          <Button type="submit" disabled={!ready} loading={pending}>
            Schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
