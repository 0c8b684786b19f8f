import { Table, Text } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../../lib/format';
import { SCROLL } from './billing-ui';

/** One G703 line in dollars (a pay application's line or its preview). */
export type G703Line = {
  description: string;
  scheduledValue: number;
  previousCompleted: number;
  thisPeriod: number;
  materialsStored: number;
  completedToDate: number;
  balanceToFinish: number;
  retainage: number;
};

/** The G703 columns as AIA defines them: each header says what the column is made of. */
const COLUMNS: { key: keyof Omit<G703Line, 'description'>; title: string; hint: string }[] = [
  { key: 'scheduledValue', title: 'C Scheduled value', hint: 'the line of the schedule of values' },
  { key: 'previousCompleted', title: 'D From previous', hint: 'work on earlier applications (D + E)' },
  { key: 'thisPeriod', title: 'E This period', hint: 'work, stored materials installed included' },
  { key: 'materialsStored', title: 'F Presently stored', hint: 'materials not in D or E (balance)' },
  { key: 'completedToDate', title: 'G Completed & stored', hint: 'D + E + F' },
  { key: 'balanceToFinish', title: 'H Balance to finish', hint: 'C − G' },
  { key: 'retainage', title: 'I Retainage', hint: 'held on G' },
];

/** A G703 continuation sheet: columns A–I per line, scrolling sideways on a phone. */
export function G703Table({ lines, caption }: { lines: G703Line[]; caption: string }) {
  const captionId = useId();
  return (
    <div>
      <Text size="sm" fw={500} id={captionId}>
        {caption}
      </Text>
      <Table.ScrollContainer minWidth={860} scrollAreaProps={SCROLL}>
        <Table fz="xs" aria-labelledby={captionId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>B Description of work</Table.Th>
              {COLUMNS.map((c) => (
                <Table.Th key={c.key} ta="right">
                  {c.title}
                  <Text span display="block" size="xs" fw={400} c="dimmed">
                    {c.hint}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td>{l.description}</Table.Td>
                {COLUMNS.map((c) => (
                  <Table.Td key={c.key} ta="right">
                    {formatMoney(l[c.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
