import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Switch, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PLATFORM_LABELS,
  type PublisherInfo,
  SETUP_GUIDES,
  SOCIAL_PLATFORMS,
  type SocialAccount,
  type SocialPlatform,
  type SocialPost,
} from '../../../domain/social';
import { errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { useRole } from '../auth/auth-queries';
import { ConnectDialog } from './connect-dialog';
import { PostDialog } from './post-dialog';
import { socialQueries, useDisconnectAccount, useUpdateAccount } from './social-api';
import { formatWhen, statusBadge } from './social-status';

/**
 * Social media manager (spec part 2 §2, inside Marketing): accounts with the auto-post switch, scheduled posts with
 * their status, figures from what Plumbline stores (never made up), and setup guides for four platforms.
 */
export function SocialMediaManager() {
  const accounts = useQuery(socialQueries.accounts());
  const posts = useQuery(socialQueries.posts());
  const publisher = useQuery(socialQueries.publisher());
  const [tab, setTab] = useState<string | null>('accounts');
  const [connecting, setConnecting] = useState<{ platform: SocialPlatform | null } | null>(null);
  const [editing, setEditing] = useState<{ post: SocialPost | null } | null>(null);
  const webhookHost = publisher.data?.webhookHost ?? null;
  // Connecting and disconnecting accounts is the owner's (domain/access.ts); the office schedules posts.
  const owner = useRole() === 'owner';
  const loading = <Skeleton height={160} radius="md" aria-busy />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Social Media Manager
        </Title>
        <Group gap="xs">
          {owner && (
            <Button variant="default" onClick={() => setConnecting({ platform: null })}>
              Connect Existing
            </Button>
          )}
          <Button onClick={() => setEditing({ post: null })} disabled={!accounts.data?.some((a) => a.isConnected)}>
            Schedule Post
          </Button>
        </Group>
      </Group>
      {publisher.data && <PublisherNote info={publisher.data} />}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="accounts">Connected Accounts</Tabs.Tab>
          <Tabs.Tab value="posts">Scheduled Posts</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          <Tabs.Tab value="setup">Account Setup</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accounts" pt="md">
          {accounts.isError ? (
            <LoadError title="Could not load the accounts" error={accounts.error} onRetry={() => void accounts.refetch()} />
          ) : !accounts.data ? (
            loading
          ) : (
            <AccountsTab
              accounts={accounts.data}
              owner={owner}
              onConnect={(platform) => setConnecting({ platform })}
              onSetup={() => setTab('setup')}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="posts" pt="md">
          {posts.isError ? (
            <LoadError title="Could not load the posts" error={posts.error} onRetry={() => void posts.refetch()} />
          ) : !posts.data ? (
            loading
          ) : posts.data.length === 0 ? (
            <EmptyState message="No posts scheduled">Connect an account, then schedule a post or write one from a project.</EmptyState>
          ) : (
            <PostList posts={posts.data} onEdit={(post) => setEditing({ post })} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          {accounts.data && posts.data ? <AnalyticsTab accounts={accounts.data} posts={posts.data} /> : loading}
        </Tabs.Panel>
        <Tabs.Panel value="setup" pt="md">
          <SetupTab webhookHost={webhookHost} />
        </Tabs.Panel>
      </Tabs>
      <ConnectDialog
        opened={connecting !== null}
        onClose={() => setConnecting(null)}
        platform={connecting?.platform ?? null}
        webhookHost={webhookHost}
      />
      <PostDialog opened={editing !== null} onClose={() => setEditing(null)} post={editing?.post ?? null} accounts={accounts.data ?? []} />
    </Stack>
  );
}

function PublisherNote({ info }: { info: PublisherInfo }) {
  return info.webhookConfigured ? (
    <Text size="sm" c="dimmed">
      Due posts of accounts set to the webhook are sent to {info.webhookHost}; the others go to the outbox.
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      No webhook is configured: due posts go to the outbox (published here, to copy to the platform by hand). This works offline.
    </Text>
  );
}

type AccountsTabProps = { accounts: SocialAccount[]; owner: boolean; onConnect: (p: SocialPlatform) => void; onSetup: () => void };

function AccountsTab({ accounts, owner, onConnect, onSetup }: AccountsTabProps) {
  const connected = accounts.filter((a) => a.isConnected);
  const others = accounts.filter((a) => !a.isConnected);
  const available = SOCIAL_PLATFORMS.filter((p) => !connected.some((a) => a.platform === p));
  return (
    <Stack>
      <Title order={3} size="h4">
        Connected
      </Title>
      {connected.length === 0 ? (
        <EmptyState message="No accounts connected">Pick a platform below, or read Account Setup first.</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {connected.map((a) => (
            <AccountCard key={a.id} account={a} owner={owner} />
          ))}
        </SimpleGrid>
      )}
      {others.length > 0 && (
        <>
          <Title order={3} size="h4">
            Disconnected
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {others.map((a) => (
              <AccountCard key={a.id} account={a} owner={owner} />
            ))}
          </SimpleGrid>
        </>
      )}
      <Title order={3} size="h4">
        Available to Connect
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {available.map((p) => (
          <Card key={p} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={500}>{PLATFORM_LABELS[p]}</Text>
              {owner ? (
                <Button size="xs" variant="light" onClick={() => onConnect(p)} aria-label={`Connect ${PLATFORM_LABELS[p]}`}>
                  Connect
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  The owner connects accounts
                </Text>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="subtle" onClick={onSetup}>
          Create Accounts: setup guides
        </Button>
      </Group>
    </Stack>
  );
}

function AccountCard({ account: a, owner }: { account: SocialAccount; owner: boolean }) {
  const update = useUpdateAccount();
  const disconnect = useDisconnectAccount();
  const label = `${PLATFORM_LABELS[a.platform]} @${a.username}`;
  return (
    <Card withBorder padding="md" aria-label={label} component="section">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {a.displayName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {PLATFORM_LABELS[a.platform]} · @{a.username}
            </Text>
          </div>
          <Badge color={a.isConnected ? 'green' : 'gray'} variant="light">
            {a.isConnected ? 'Connected' : 'Not connected'}
          </Badge>
        </Group>
        <Text size="sm">Publishes through: {a.publishVia === 'outbox' ? 'the outbox (copy by hand)' : 'the webhook'}</Text>
        <Text size="sm">
          Followers: {a.followers === null ? 'not available (not read from the platform)' : a.followers.toLocaleString('en-US')}
        </Text>
        <Text size="sm">Last post: {a.lastPostDate ? formatWhen(a.lastPostDate) : 'none yet'}</Text>
        <Group justify="space-between" wrap="wrap">
          <Switch
            label="Auto-post"
            checked={a.autoPost}
            disabled={!a.isConnected || update.isPending}
            onChange={(e) =>
              update.mutate(
                { params: { id: a.id }, body: { autoPost: e.currentTarget.checked } },
                {
                  onError: (err) => notifyError(errorMessage(err, 'Failed to update account settings. Please try again.'), 'Update Failed'),
                },
              )
            }
            aria-label={`Auto-post for ${label}`}
          />
          {a.isConnected && owner && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(
                  { params: { id: a.id } },
                  {
                    onError: (err) =>
                      notifyError(errorMessage(err, 'Failed to update account settings. Please try again.'), 'Update Failed'),
                  },
                )
              }
              aria-label={`Disconnect ${label}`}
            >
              Disconnect
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function PostList({ posts, onEdit }: { posts: SocialPost[]; onEdit: (p: SocialPost) => void }) {
  return (
    <Stack gap="sm" aria-label="Scheduled posts">
      {posts.map((p) => {
        const badge = statusBadge(p);
        const editable = p.status === 'draft' || p.status === 'scheduled' || p.status === 'failed';
        return (
          <Card key={p.id} withBorder padding="sm" data-testid={`post-${p.id}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {PLATFORM_LABELS[p.platform]}
                    {p.username ? ` · @${p.username}` : ''}
                  </Text>
                  <Badge color={badge.color} variant="light">
                    {badge.label}
                  </Badge>
                  {p.imageUrl && (
                    <Badge variant="outline" color="gray" leftSection={<IconPhoto size={12} aria-hidden />}>
                      Image
                    </Badge>
                  )}
                </Group>
                {editable && (
                  <Button size="xs" variant="default" onClick={() => onEdit(p)} aria-label={`Edit post ${p.id}`}>
                    Edit
                  </Button>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
                {p.content}
              </Text>
              <Text size="xs" c="dimmed">
                {p.status === 'published' ? `Published ${formatWhen(p.publishedAt)}` : `Scheduled for ${formatWhen(p.scheduledFor)}`}
                {p.status === 'published' && p.publishedVia === 'outbox' ? ' · in the outbox: copy it to the platform' : ''}
              </Text>
              {p.status === 'failed' && p.error && (
                <Alert color="red" variant="light" p="xs">
                  {p.error}
                </Alert>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

function AnalyticsTab({ accounts, posts }: { accounts: SocialAccount[]; posts: SocialPost[] }) {
  const count = (s: SocialPost['status']) => posts.filter((p) => p.status === s).length;
  const withFollowers = accounts.filter((a) => a.followers !== null);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          ['Connected accounts', accounts.filter((a) => a.isConnected).length],
          ['Published', count('published')],
          ['Scheduled', count('scheduled') + count('publishing')],
          ['Failed', count('failed')],
        ].map(([label, n]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {n}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm">
        Total followers:{' '}
        {withFollowers.length === 0
          ? 'not available. Plumbline does not read follower, reach or engagement figures from the platforms; see them in each platform’s own insights.'
          : withFollowers.reduce((s, a) => s + (a.followers ?? 0), 0).toLocaleString('en-US')}
      </Text>
      {accounts.length > 0 && (
        <Table.ScrollContainer minWidth={360} tabIndex={0} aria-label="Posts per account">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>Failed</Table.Th>
                <Table.Th>Last post</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    {PLATFORM_LABELS[a.platform]} @{a.username}
                  </Table.Td>
                  <Table.Td>{posts.filter((p) => p.accountId === a.id && p.status === 'published').length}</Table.Td>
                  <Table.Td>{posts.filter((p) => p.accountId === a.id && p.status === 'failed').length}</Table.Td>
                  <Table.Td>{a.lastPostDate ? formatWhen(a.lastPostDate) : 'none yet'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function SetupTab({ webhookHost }: { webhookHost: string | null }) {
  return (
    <Stack>
      <Alert variant="light" color="blue" title="What works without any setup">
        The outbox: connect an account with its handle, schedule posts, and when each is due Plumbline marks it published in the outbox for
        you to copy to the platform. Nothing is sent anywhere and it works offline. To post automatically, the server needs a webhook
        {webhookHost ? ` (configured: ${webhookHost})` : ' (SOCIAL_WEBHOOK_URL, not configured)'}: an automation service that holds the
        platform’s keys and receives each post as JSON.
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {SETUP_GUIDES.map((g) => (
          <Card key={g.platform} withBorder padding="md" component="section" aria-label={`${PLATFORM_LABELS[g.platform]} setup`}>
            <Title order={3} size="h5" mb="xs">
              {PLATFORM_LABELS[g.platform]}
            </Title>
            <Text size="sm" fw={500}>
              Create
            </Text>
            <List size="sm" mb="xs">
              {g.create.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
            <Text size="sm" fw={500}>
              Paste
            </Text>
            <List size="sm" mb="xs">
              {g.paste.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
            <Text size="sm" fw={500}>
              Requirements
            </Text>
            <List size="sm">
              {g.requirements.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
