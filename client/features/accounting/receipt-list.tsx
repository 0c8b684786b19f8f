import { ActionIcon, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ReceiptRow, ReceiptSort } from '../../../domain/accounting';
import type { Column } from '../../../domain/table-sort';
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

/** Receipt columns: their order is the server's (the list is paged), the labels and kinds word the sort. */
export const RECEIPT_COLUMNS: Column<ReceiptRow, ReceiptSort | 'image'>[] = [
  { key: 'description', label: 'Description', sortValue: (r) => r.description },
  { key: 'supplier', label: 'Supplier', sortValue: (r) => r.supplier },
  { key: 'project', label: 'Project', sortValue: (r) => r.projectName },
  { key: 'date', label: 'Date', kind: 'date', sortValue: (r) => r.date },
  { key: 'category', label: 'Category', sortValue: (r) => r.category },
  { key: 'amount', label: 'Amount', kind: 'number', sortValue: (r) => r.amount },
  { key: 'image', label: 'Image' },
];

type Th = (key: ReceiptSort | 'image', o?: { align?: 'left' | 'right' }) => ReactNode;

/** Receipts as a table (desktop), its headers sorting the list. */
export function ReceiptTable({ rows, th }: { rows: ReceiptRow[]; th: Th }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label="Receipts">
        <Table.Thead>
          <Table.Tr>
            {th('description')}
            {th('supplier')}
            {th('project')}
            {th('date')}
            {th('category')}
            {th('amount', { align: 'right' })}
            {th('image')}
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
