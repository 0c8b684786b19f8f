import { AppShell, Avatar, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRole } from '../features/auth/auth-queries';
import { hasProfitCard, isNavItemActive, navItemsFor } from './nav';
import { ProfitCard } from './profit-card';
import { SignOutButton } from './sign-out';
import { useShownUser } from './user';

/** The sixteen navigation links and the Profit Analysis card; the same content serves desktop and mobile. */
export function Sidebar({ pathname }: { pathname: string }) {
  const user = useShownUser();
  const role = useRole();
  return (
    <>
      {/* On mobile the top bar has no room for the user's name, so the menu shows it. */}
      <AppShell.Section hiddenFrom="sm" p="md" pb="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar name={user.name} color="initials" radius="xl" aria-hidden />
          <Stack gap={0} style={{ flex: 1 }}>
            <Text size="sm" fw={600}>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed">
              {user.role}
            </Text>
          </Stack>
          {user.signedIn && <SignOutButton />}
        </Group>
      </AppShell.Section>

      <AppShell.Section grow component={ScrollArea} px="sm" py={4}>
        {navItemsFor(role).map((item) => {
          const active = isNavItemActive(item.path, pathname);
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={item.title}
              leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              py={5}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
      </AppShell.Section>

      {hasProfitCard(role) && (
        <AppShell.Section p="sm">
          <ProfitCard />
        </AppShell.Section>
      )}
    </>
  );
}
