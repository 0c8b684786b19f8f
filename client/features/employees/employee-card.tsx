import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { type Employee, rateText } from '../../../domain/people';
import { ContactLinks } from '../../lib/ui/contact-links';
import { RecordActions } from '../../lib/ui/record-actions';
import { paymentMethodLabel } from './payment-method';

type EmployeeCardProps = {
  employee: Employee;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
  deleting: boolean;
};

/** One employee: position and rate, contact links, how they like to be paid, Active/Inactive. */
export function EmployeeCard({ employee, onEdit, onDelete, deleting }: EmployeeCardProps) {
  const rate = rateText(employee);
  const handle = employee.preferredPaymentMethod === 'cashapp' || employee.cashappHandle ? employee.cashappHandle : null;
  return (
    <Card component="article" aria-label={employee.name}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {employee.name}
            </Title>
            <Text size="sm" c="dimmed">
              {employee.position}
            </Text>
          </div>
          <RecordActions name={employee.name} onEdit={() => onEdit(employee)} onDelete={() => onDelete(employee)} deleting={deleting} />
        </Group>

        <Text fw={600} c={rate === 'Rate not set' ? 'dimmed' : undefined}>
          {rate}
        </Text>

        <ContactLinks email={employee.email} phone={employee.phone} />
      </Stack>

      <Card.Section withBorder inheritPadding py="xs" mt="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconWallet size={16} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
            <Text size="sm" truncate="end">
              {paymentMethodLabel(employee.preferredPaymentMethod)}
              {handle ? ` · ${handle}` : ''}
            </Text>
          </Group>
          <Badge color={employee.active ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {employee.active ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
      </Card.Section>
    </Card>
  );
}
