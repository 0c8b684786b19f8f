import { Button, Card, Center, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The catch-all page for unknown routes (spec part 2 §2 "404 page"). */
export function NotFoundPage() {
  return (
    <Center py="xl">
      <Card w="100%" maw={480}>
        <Group gap="sm" wrap="nowrap" mb="sm">
          <ThemeIcon color="red" variant="light" size="lg" aria-hidden>
            <IconAlertCircle size={20} />
          </ThemeIcon>
          <Title order={1} size="h3">
            404 Page Not Found
          </Title>
        </Group>
        <Text c="dimmed" mb="lg">
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Group>
          <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
            Back to Dashboard
          </Button>
        </Group>
      </Card>
    </Center>
  );
}
