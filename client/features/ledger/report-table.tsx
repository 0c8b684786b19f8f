import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountKey } from '../../../domain/ledger/accounts';
import { formatMoney } from '../../lib/format';
import type { OpenAccount } from './account-lines-drawer';

/** One account's figure on a report (the profit and loss or the balance sheet), in dollars. */
export type ReportLine = { key: AccountKey; number: string; name: string; amount: number };

/** The lines a report shows: the accounts with something booked. */
export const booked = (lines: readonly ReportLine[]) => lines.filter((l) => l.amount !== 0);

const AMOUNT = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const NAME = { overflowWrap: 'anywhere' } as const;

/** A two-column statement (account, amount) that fits a 390 px phone: long names wrap, amounts never do. */
export function ReportTable({ label, children, footer }: { label: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Table aria-label={label} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Account</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      {children}
      <Table.Tfoot>{footer}</Table.Tfoot>
    </Table>
  );
}

/** A total (or a figure that is no account, like net income to date) with its label as the row's header. */
export function FigureRow({ label, amount, strong = true }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400} style={NAME}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={AMOUNT}>
        {formatMoney(amount)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A section of a report (Revenue, Assets…): its title, a row per booked account opening its entries, the `extra`
 * rows that are no account (net income to date), "None" when it has no row, then its total when it has one.
 */
export function ReportSection({
  title,
  lines,
  onOpen,
  extra,
  total,
}: {
  title: string;
  lines: readonly ReportLine[];
  onOpen: (account: OpenAccount) => void;
  extra?: ReactNode;
  total?: { label: string; amount: number };
}) {
  const shown = booked(lines);
  return (
    <Table.Tbody>
      <Table.Tr>
        <Table.Th scope="rowgroup" colSpan={2} fz="md">
          {title}
        </Table.Th>
      </Table.Tr>
      {shown.map((l) => (
        <Table.Tr key={l.key}>
          <Table.Td style={NAME}>
            <Anchor component="button" type="button" ta="left" onClick={() => onOpen({ key: l.key, name: `${l.number} ${l.name}` })}>
              {l.number} {l.name}
            </Anchor>
          </Table.Td>
          <Table.Td ta="right" style={AMOUNT}>
            {formatMoney(l.amount)}
          </Table.Td>
        </Table.Tr>
      ))}
      {extra}
      {shown.length === 0 && !extra && (
        <Table.Tr>
          <Table.Td colSpan={2} c="dimmed">
            None
          </Table.Td>
        </Table.Tr>
      )}
      {total && <FigureRow label={total.label} amount={total.amount} />}
    </Table.Tbody>
  );
}
