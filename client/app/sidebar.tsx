import { AppShell, Avatar, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from './nav';
import { ProfitCard } from './profit-card';
import { USER } from './user';

/** The sixteen navigation links and the Profit Analysis card; the same content serves desktop and mobile. */
export function Sidebar({ pathname }: { pathname: string }) {
  return (
    <>
      {/* On mobile the top bar has no room for the user's name, so the menu shows it. */}
      <AppShell.Section hiddenFrom="sm" p="md" pb="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar name={USER.name} color="initials" radius="xl" aria-hidden />
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {USER.name}
            </Text>
            <Text size="xs" c="dimmed">
              {USER.role}
            </Text>
          </Stack>
        </Group>
      </AppShell.Section>

      <AppShell.Section grow component={ScrollArea} px="sm" py={4}>
        {NAV_ITEMS.map((item) => {
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

      <AppShell.Section p="sm">
        <ProfitCard />
      </AppShell.Section>
    </>
  );
}
