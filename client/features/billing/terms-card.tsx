import { Button, Card, Group, NumberInput, type NumberInputProps, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from './billing-queries';
import { MONEY, num, PERCENT } from './billing-ui';

import { useUpdateTerms } from './use-billing-mutations';

type TermValues = {
  clientName: string;
  clientEmail: string;
  retainagePercent: string | number;
  stepDownAtPercent: string | number;
  stepDownPercent: string | number;
  estimatedTotalCost: string | number;
  paymentTermsDays: string | number;
};
type NumberKey = Exclude<keyof TermValues, 'clientName' | 'clientEmail'>;

/** The number fields of the terms, in form order, each with its NumberInput settings. */
const TERM_NUMBERS: { key: NumberKey; label: string; props: NumberInputProps }[] = [
  { key: 'retainagePercent', label: 'Retainage %', props: PERCENT },
  { key: 'paymentTermsDays', label: 'Payment terms (days)', props: { allowDecimal: false, min: 0, max: 365, hideControls: true } },
  { key: 'stepDownAtPercent', label: 'Step down at % complete', props: PERCENT },
  { key: 'stepDownPercent', label: 'Stepped-down retainage %', props: PERCENT },
  { key: 'estimatedTotalCost', label: 'Estimated total cost (WIP)', props: { ...MONEY, allowNegative: false } },
];

/** A project's billing terms: client, retainage and its step-down, payment terms, estimated total cost for the WIP. */
export function TermsCard({ projectId }: { projectId: number }) {
  const terms = useQuery(billingQueries.terms(projectId));
  const save = useUpdateTerms(projectId);
  const [draft, setDraft] = useState<TermValues | null>(null);
  if (terms.isError) return <LoadError title="Could not load the billing terms" error={terms.error} onRetry={() => terms.refetch()} />;
  if (!terms.data) return null;
  const t = terms.data;
  const v: TermValues = draft ?? {
    clientName: t.clientName ?? '',
    clientEmail: t.clientEmail ?? '',
    retainagePercent: t.retainagePercent,
    stepDownAtPercent: t.stepDownAtPercent ?? '',
    stepDownPercent: t.stepDownPercent ?? '',
    estimatedTotalCost: t.estimatedTotalCost ?? '',
    paymentTermsDays: t.paymentTermsDays,
  };
  const set = (k: keyof TermValues) => (value: string | number) => setDraft({ ...v, [k]: value });
  const submit = () =>
    save.mutate(
      {
        clientName: v.clientName,
        clientEmail: v.clientEmail,
        retainagePercent: num(v.retainagePercent) ?? 0,
        stepDownAtPercent: num(v.stepDownAtPercent),
        stepDownPercent: num(v.stepDownPercent),
        estimatedTotalCost: num(v.estimatedTotalCost),
        paymentTermsDays: num(v.paymentTermsDays) ?? 30,
      },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess('Billing terms saved');
        },
        onError: (e) => notifyError(errorMessage(e, 'Could not save the billing terms')),
      },
    );
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Billing terms
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput label="Client name" value={v.clientName} onChange={(e) => set('clientName')(e.currentTarget.value)} />
        <TextInput label="Client e-mail" type="email" value={v.clientEmail} onChange={(e) => set('clientEmail')(e.currentTarget.value)} />
        {TERM_NUMBERS.map((f) => (
          <NumberInput key={f.key} label={f.label} {...f.props} value={v[f.key]} onChange={set(f.key)} />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button onClick={submit} loading={save.isPending} disabled={draft === null}>
          Save terms
        </Button>
      </Group>
    </Card>
  );
}
