import { Avatar, Burger, Button, Group, Menu, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconRuler2, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRole } from '../features/auth/auth-queries';
import { GlobalSearchLauncher } from '../features/search/global-search-button';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LiveStatus } from './live-status';
import { PRODUCT_TITLE } from './nav';
import { NotificationBell } from './notification-bell';
import { SignOutButton } from './sign-out';
import { useShownUser } from './user';

type TopBarProps = {
  navOpened: boolean;
  onToggleNav: () => void;
  /** Screen title of the current route, shown instead of the product title on mobile. */
  pageTitle: string;
  /** id of the navbar the burger opens. */
  navbarId: string;
};

/** Logo and title, the live-updates warning (only while changes can't arrive), bell, Project Photos menu (desktop) and the fixed user. */
export function TopBar({ navOpened, onToggleNav, pageTitle, navbarId }: TopBarProps) {
  const user = useShownUser();
  const role = useRole();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open navigation"
          aria-expanded={navOpened}
          aria-controls={navbarId}
        />
        <UnstyledButton component={Link} to="/" aria-label={`${PRODUCT_TITLE} home`}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'indigo.8', to: 'blue.6', deg: 135 }}>
              <IconRuler2 size={20} aria-hidden />
            </ThemeIcon>
            <Text fw={800} fz="lg" visibleFrom="sm" style={{ letterSpacing: '-0.01em' }}>
              {PRODUCT_TITLE}
            </Text>
          </Group>
        </UnstyledButton>
        <Text fw={600} hiddenFrom="sm" truncate="end" miw={0} data-testid="mobile-page-title">
          {pageTitle}
        </Text>
      </Group>

      <Group gap="sm" wrap="nowrap">
        {/* Global search (Ctrl+K): the office's; a foreman's role cannot call it (issue 18). */}
        {role !== 'foreman' && <GlobalSearchLauncher />}
        {role !== 'foreman' && (
          <Menu position="bottom-end" width={260} withinPortal>
            <Menu.Target>
              <Button visibleFrom="sm" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                Project Photos
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Marketing from photos</Menu.Label>
              <Menu.Item component={Link} to="/marketing?tab=generate" leftSection={<IconSpeakerphone size={16} aria-hidden />}>
                Open AI Marketing Center
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}

        <LiveStatus />

        <ColorSchemeToggle />

        {/* A foreman's bell shows the alerts of their projects without money (docs/decisions/). */}
        <NotificationBell />

        <Group gap="xs" wrap="nowrap">
          <Stack gap={0} align="flex-end" visibleFrom="md">
            <Text size="sm" fw={600} lh={1.2}>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2}>
              {user.role}
            </Text>
          </Stack>
          <Avatar name={user.name} color="initials" radius="xl" role="img" aria-label={`${user.name}, ${user.role}`} />
          {user.signedIn && (
            <Group visibleFrom="sm">
              <SignOutButton />
            </Group>
          )}
        </Group>
      </Group>
    </Group>
  );
}
