import { Button, Checkbox, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PLATFORM_LABELS, type PublishVia, SOCIAL_PLATFORMS, type SocialPlatform } from '../../../domain/social';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FormModal } from '../../lib/ui/form-modal';
import { useConnectAccount } from './social-api';

type ConnectDialogProps = {
  opened: boolean;
  onClose: () => void;
  platform: SocialPlatform | null;
  webhookHost: string | null;
};

/** Connect dialog (docs/product/screens.md §2, calls.md §5): platform, username/handle, display name, auto-posting, and how posts leave. */
export function ConnectDialog({ opened, onClose, platform, webhookHost }: ConnectDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Connect Account" size="md">
      {opened && <ConnectForm onClose={onClose} initialPlatform={platform ?? 'instagram'} webhookHost={webhookHost} />}
    </FormModal>
  );
}

function ConnectForm({
  onClose,
  initialPlatform,
  webhookHost,
}: {
  onClose: () => void;
  initialPlatform: SocialPlatform;
  webhookHost: string | null;
}) {
  const [platform, setPlatform] = useState<SocialPlatform>(initialPlatform);
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [autoPost, setAutoPost] = useState(true);
  const [via, setVia] = useState<PublishVia>(webhookHost ? 'webhook' : 'outbox');
  const connect = useConnectAccount();
  const ready = username.trim() !== '' && displayName.trim() !== '';

  const submit = () =>
    connect.mutate(
      { body: { platform, username: username.trim(), displayName: displayName.trim(), autoPost, publishVia: via } },
      {
        onSuccess: (a) => {
          notifySuccess(
            'Account Ready for Connection',
            a.publishVia === 'outbox'
              ? `@${a.username} is saved. Its posts go to the outbox when due: copy them to ${PLATFORM_LABELS[a.platform]}.`
              : `@${a.username} is saved. Its posts are sent to ${webhookHost} when due; sign in there with ${PLATFORM_LABELS[a.platform]}.`,
          );
          onClose();
        },
        onError: (e) => notifyError(errorMessage(e, 'Failed to connect social media account. Please try again.'), 'Connection Failed'),
      },
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) submit();
      }}
    >
      <Stack>
        <Select
          label="Platform"
          data={SOCIAL_PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
          value={platform}
          onChange={(v) => v && setPlatform(v as SocialPlatform)}
          allowDeselect={false}
        />
        <TextInput
          label="Username / handle"
          placeholder="@yourbusiness"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          required
        />
        <TextInput label="Display name" value={displayName} onChange={(e) => setDisplayName(e.currentTarget.value)} required />
        <Radio.Group label="How posts are published" value={via} onChange={(v) => setVia(v as PublishVia)}>
          <Stack gap={6} mt={6}>
            <Radio value="outbox" label="Outbox: kept in Plumbline when due, to copy to the platform by hand (works offline)" />
            <Radio
              value="webhook"
              disabled={!webhookHost}
              label={
                webhookHost ? `Webhook: sent to ${webhookHost} when due` : 'Webhook: not configured on this server (SOCIAL_WEBHOOK_URL)'
              }
            />
          </Stack>
        </Radio.Group>
        <Checkbox
          label="Enable auto-posting (publish this account's scheduled posts when due)"
          checked={autoPost}
          onChange={(e) => setAutoPost(e.currentTarget.checked)}
        />
        <Text size="xs" c="dimmed">
          Plumbline does not sign in to the platform for you and reads no follower counts from it.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready} loading={connect.isPending}>
            Connect Account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
