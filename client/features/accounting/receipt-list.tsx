import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import type { ReceiptRow } from '../../../domain/accounting';
import { formatDate, formatMoney } from '../../lib/format';

/** A link to the receipt image, or a dimmed mark when none is attached. */
function ImageIndicator({ row }: { row: ReceiptRow }) {
  if (!row.imageUrl) {
    return (
      <Tooltip label="No receipt image">
        <IconPhotoOff size={18} color="var(--mantine-color-dimmed)" aria-label="No receipt image" role="img" />
      </Tooltip>
    );
  }
  return (
    <ActionIcon
      component="a"
      href={row.imageUrl}
      target="_blank"
      rel="noopener"
      variant="light"
      aria-label={`Receipt image of ${row.description}`}
    >
      <IconPhoto size={18} />
    </ActionIcon>
  );
}

/** Receipts as a table (desktop). */
export function ReceiptTable({ rows }: { rows: ReceiptRow[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Image</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.description}</Table.Td>
              <Table.Td>{r.supplier ?? '—'}</Table.Td>
              <Table.Td>{r.projectName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</Table.Td>
              <Table.Td tt="capitalize">{r.category}</Table.Td>
              <Table.Td ta="right">{formatMoney(r.amount)}</Table.Td>
              <Table.Td>
                <ImageIndicator row={r} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Receipts as compact cards (phone): description and amount, then supplier, project, date and category. */
export function ReceiptCards({ rows }: { rows: ReceiptRow[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((r) => (
        <Paper key={r.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" lineClamp={1}>
              {r.description}
            </Text>
            <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.amount)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              {[r.supplier, r.projectName, formatDate(r.date), r.category].filter(Boolean).join(' · ')}
            </Text>
            <ImageIndicator row={r} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
