import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WorkRecord } from '../../../domain/work-records';
import { formatDate, formatMoney } from '../../lib/format';
import { useMayChange, useRole } from '../auth/auth-queries';
import { jobCostQueries } from '../job-cost/job-cost-queries';
import { quantityText } from './work-record-form-values';

type WorkRecordItemProps = {
  record: WorkRecord;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One work entry: employee, date, days × rate used, pay, description, with Edit and Delete (a foreman's own entries only). */
export function WorkRecordItem({ record: r, deleting, onEdit, onDelete }: WorkRecordItemProps) {
  // A foreman's records carry no rate or pay (issue 16).
  const foreman = useRole() === 'foreman';
  const mayChange = useMayChange()(r);
  const name = r.employeeName ?? 'Unknown employee';
  const when = formatDate(r.date);
  // The cost code chosen for it (issue 42); none shown when it takes the trade's default.
  const codes = useQuery({ ...jobCostQueries.costCodes(), enabled: r.costCodeId !== null });
  const costCode = r.costCodeId === null ? undefined : codes.data?.find((c) => c.id === r.costCodeId);
  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              {when} · {quantityText(r)}
              {!foreman && ` × ${r.rate === null ? 'rate not set' : `${formatMoney(r.rate)}/${r.entryType === 'hours' ? 'h' : 'day'}`}`}
            </Text>
            {!foreman && r.customPay !== null && (
              <Badge size="xs" variant="light" color="grape">
                Custom pay
              </Badge>
            )}
            {costCode && (
              <Badge size="xs" variant="light" color="gray" title={`Cost code ${costCode.code} ${costCode.name}`}>
                {costCode.code} {costCode.name}
              </Badge>
            )}
          </Group>
          {r.description && (
            <Text size="xs" mt={2} style={{ overflowWrap: 'anywhere' }}>
              {r.description}
            </Text>
          )}
        </div>
        <Group gap={2} wrap="nowrap" align="center" style={{ flexShrink: 0 }}>
          {!foreman && (
            <Text size="sm" fw={700} mr={4}>
              {formatMoney(r.pay)}
            </Text>
          )}
          {mayChange ? (
            <>
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit work entry of ${name} on ${when}`} onClick={onEdit}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete work entry of ${name} on ${when}`}
                onClick={onDelete}
                loading={deleting}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </>
          ) : (
            <Text size="xs" c="dimmed">
              Entered by the office
            </Text>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
