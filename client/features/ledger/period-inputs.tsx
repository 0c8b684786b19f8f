import { Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** Today as YYYY-MM-DD (the reports' default end and the balance sheet's default day). */
export const today = () => new Date().toISOString().slice(0, 10);

export const isIsoDate = (d: string) => /^\d{4}-\d\d-\d\d$/.test(d);

export type LedgerPeriod = { from: string; to: string; setFrom: (d: string) => void; setTo: (d: string) => void; valid: boolean };

/** A report's period: this year to today at first; valid when both are dates and From is on or before To. */
export function useLedgerPeriod(): LedgerPeriod {
  const [from, setFrom] = useState(`${today().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today());
  return { from, to, setFrom, setTo, valid: isIsoDate(from) && isIsoDate(to) && from <= to };
}

/** The From and To date inputs of a ledger report, with the report's own links after them. */
export function PeriodInputs({ period, children }: { period: LedgerPeriod; children?: ReactNode }) {
  return (
    <Group align="end">
      <TextInput label="From" type="date" value={period.from} onChange={(e) => period.setFrom(e.currentTarget.value)} />
      <TextInput
        label="To"
        type="date"
        value={period.to}
        onChange={(e) => period.setTo(e.currentTarget.value)}
        error={period.valid ? undefined : 'From must be on or before To'}
      />
      {children}
    </Group>
  );
}
