import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';

type ContactLinksProps = {
  email: string | null;
  phone: string | null;
};

/** A phone number as a tel: URI (digits and a leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** E-mail and phone of a person or company as tappable links; says so when neither is stored. */
export function ContactLinks({ email, phone }: ContactLinksProps) {
  if (!email && !phone) {
    return (
      <Text size="sm" c="dimmed">
        No contact details
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {email && (
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
          <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Anchor>
        </Group>
      )}
      {phone && (
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
          <Anchor href={telHref(phone)} size="sm">
            {phone}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
