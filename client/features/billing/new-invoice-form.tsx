import { Alert, Button, Card, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type PayApplication, payApplication, percentToBp } from '../../../domain/billing/arithmetic';
import type { Sov } from '../../../domain/billing/schemas';
import { todayIso } from '../../../domain/dates';
import { cents, dollarsToCents } from '../../../domain/money';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { billingQueries } from './billing-queries';
import { Figure, MONEY } from './billing-ui';
import { G703Table } from './g703-table';

import { useCreateInvoice } from './use-billing-mutations';

type LineEntry = { mode: 'percent' | 'amount'; value: string | number; stored: string | number; installed: string | number };

const filled = (e: LineEntry | undefined) =>
  e !== undefined && (Number(e.value || 0) !== 0 || e.stored !== '' || Number(e.installed || 0) !== 0);

/**
 * A new pay application: per line this period's work (% or $, a credit line with its sign), stored materials
 * installed and the balance presently stored (G703 columns E and F; F is carried from the previous application when
 * left empty), previewed as a G703 sheet with the server's arithmetic.
 */
export function NewInvoiceForm({ projectId, sov, onDone }: { projectId: number; sov: Sov; onDone: () => void }) {
  const terms = useQuery(billingQueries.terms(projectId));
  const invoices = useQuery(billingQueries.invoices(projectId));
  const create = useCreateInvoice(projectId);
  const [invoiceDate, setInvoiceDate] = useState(todayIso());
  const [periodTo, setPeriodTo] = useState(todayIso());
  const [override, setOverride] = useState<string | number>('');
  const [release, setRelease] = useState(false);
  const [entries, setEntries] = useState<Record<number, LineEntry>>({});
  const [error, setError] = useState<string | null>(null);
  const entry = (id: number): LineEntry => entries[id] ?? { mode: 'percent', value: '', stored: '', installed: '' };
  const setEntry = (id: number, e: Partial<LineEntry>) => setEntries({ ...entries, [id]: { ...entry(id), ...e } });
  const lines = sov.lines
    .filter((l) => filled(entries[l.id]))
    .map((l) => {
      const e = entry(l.id);
      return {
        sovLineId: l.id,
        mode: e.mode,
        value: Number(e.value || 0),
        materialsStored: e.stored === '' ? null : Number(e.stored),
        installedFromStored: Number(e.installed || 0),
      };
    });

  // The preview is the server's own arithmetic (domain/billing/arithmetic.ts) on the same figures.
  const latest = invoices.data?.find((i) => i.status !== 'void');
  let preview: { app: PayApplication; due: number; retainage: number; completed: number; rate: number } | string | null = null;
  if (terms.data) {
    try {
      const app = payApplication({
        contractValue: dollarsToCents(sov.contractValue),
        lines: sov.lines.map((l, i) => {
          const e = entries[l.id];
          const value = Number(e?.value || 0);
          return {
            scheduledValue: dollarsToCents(l.scheduledValue),
            previousCompleted: dollarsToCents(l.workCompleted),
            previousStored: dollarsToCents(l.materialsStored),
            thisPeriod: e?.mode === 'amount' ? { amount: dollarsToCents(value) } : { percentBp: percentToBp(value) },
            installedFromStored: dollarsToCents(Number(e?.installed || 0)),
            materialsStored: !e || e.stored === '' ? null : dollarsToCents(Number(e.stored)),
            label: `Line ${i + 1} (${l.description.slice(0, 60)})`,
          };
        }),
        policy: {
          rateBp: percentToBp(terms.data.retainagePercent),
          stepDownAtBp: terms.data.stepDownAtPercent === null ? null : percentToBp(terms.data.stepDownAtPercent),
          stepDownRateBp: terms.data.stepDownPercent === null ? null : percentToBp(terms.data.stepDownPercent),
        },
        overrideBp: override === '' ? null : percentToBp(Number(override)),
        release,
        previouslyBilled: latest ? cents(dollarsToCents(latest.completedToDate) - dollarsToCents(latest.retainage)) : cents(0),
      });
      preview = {
        app,
        due: app.amountDue / 100,
        retainage: app.retainage / 100,
        completed: app.completedToDate / 100,
        rate: app.retainageBp / 100,
      };
    } catch (e) {
      preview = e instanceof Error ? e.message : 'Check the figures';
    }
  }

  const submit = () =>
    create.mutate(
      { invoiceDate, periodTo, lines, retainagePercent: override === '' ? null : Number(override), release, notes: null },
      {
        onSuccess: (inv) => {
          notifySuccess(`Invoice ${inv.number} created`, `Amount due ${formatMoney(inv.amountDue)}`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Could not create the invoice')),
      },
    );

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput label="Invoice date" type="date" value={invoiceDate} onChange={(e) => setInvoiceDate(e.currentTarget.value)} />
        <TextInput label="Period to" type="date" value={periodTo} onChange={(e) => setPeriodTo(e.currentTarget.value)} />
        <NumberInput
          label="Retainage % for this invoice"
          placeholder={terms.data ? `Project: ${terms.data.retainagePercent} %` : ''}
          decimalScale={2}
          min={0}
          max={100}
          hideControls
          value={override}
          onChange={setOverride}
          disabled={release}
        />
      </SimpleGrid>
      <Switch label="Release all retainage (final invoice)" checked={release} onChange={(e) => setRelease(e.currentTarget.checked)} />
      {latest && (
        <Text size="xs" c="dimmed">
          Builds on invoice {latest.number} of {formatDate(latest.invoiceDate)}: date this one on or after it.
        </Text>
      )}
      {sov.lines.map((l) => {
        const e = entry(l.id);
        const credit = l.scheduledValue < 0;
        return (
          <Card key={l.id} withBorder p="xs">
            <Text size="sm" fw={500}>
              {l.description}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {credit ? 'Credit ' : 'Scheduled '}
              {formatMoney(l.scheduledValue)} · work to date (D) {formatMoney(l.workCompleted)} · stored (F){' '}
              {formatMoney(l.materialsStored)}
              {credit && ' · bill it with its sign (a negative amount)'}
            </Text>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <SegmentedControl
                size="xs"
                aria-label={`Bill ${l.description} by`}
                value={e.mode}
                onChange={(mode) => setEntry(l.id, { mode: mode as LineEntry['mode'] })}
                data={[
                  { value: 'percent', label: '% this period' },
                  { value: 'amount', label: '$ this period' },
                ]}
              />
              {e.mode === 'percent' ? (
                <NumberInput
                  label={`${l.description}: % this period`}
                  w={150}
                  decimalScale={2}
                  min={0}
                  max={100}
                  suffix=" %"
                  hideControls
                  value={e.value}
                  onChange={(value) => setEntry(l.id, { value })}
                />
              ) : (
                <NumberInput
                  label={`${l.description}: amount this period`}
                  w={150}
                  {...MONEY}
                  allowNegative
                  value={e.value}
                  onChange={(value) => setEntry(l.id, { value })}
                />
              )}
              {l.materialsStored > 0 && (
                <NumberInput
                  label={`${l.description}: installed from stored`}
                  description="Moves from F into E"
                  w={170}
                  {...MONEY}
                  allowNegative={false}
                  value={e.installed}
                  onChange={(installed) => setEntry(l.id, { installed })}
                />
              )}
              <NumberInput
                label={`${l.description}: materials presently stored`}
                description="Balance not in D or E"
                placeholder={`Carried: ${formatMoney(l.materialsStored)}`}
                w={170}
                {...MONEY}
                allowNegative={false}
                value={e.stored}
                onChange={(stored) => setEntry(l.id, { stored })}
              />
            </Group>
          </Card>
        );
      })}
      {typeof preview === 'string' && (
        <Alert color="red" variant="light">
          {preview}
        </Alert>
      )}
      {preview !== null && typeof preview === 'object' && (
        <G703Table
          caption="Continuation sheet (G703) of this application"
          lines={preview.app.lines.map((l, i) => ({
            description: sov.lines[i].description,
            scheduledValue: l.scheduledValue / 100,
            previousCompleted: l.previousCompleted / 100,
            thisPeriod: l.thisPeriod / 100,
            materialsStored: l.materialsStored / 100,
            completedToDate: l.completedToDate / 100,
            balanceToFinish: l.balanceToFinish / 100,
            retainage: l.retainage / 100,
          }))}
        />
      )}
      {preview !== null && typeof preview === 'object' && (
        <SimpleGrid cols={{ base: 2, xs: 4 }}>
          <Figure label="Completed to date" value={formatMoney(preview.completed)} />
          <Figure label={`Retainage (${formatPercent(preview.rate, 2)})`} value={formatMoney(preview.retainage)} />
          <Figure label="Amount due" value={formatMoney(preview.due)} />
        </SimpleGrid>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending} disabled={typeof preview === 'string'}>
          Create invoice
        </Button>
      </Group>
    </Stack>
  );
}
