import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseTin } from '../../../domain/accounting-1099';
import type { Form1099Summary } from '../../../domain/accounting-1099-api';
import { accountingExportsApi } from '../../../domain/api/accounting-exports';
import { BACKUP_WITHHOLDING_PERCENT } from '../../../domain/backup-withholding';
import { endpointUrl } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { LoadError } from '../../lib/ui/load-error';
import { accountingQueries } from './accounting-queries';
import { ReportButton } from './report-links';

const NUM = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type NecPayee = Form1099Summary['necPayees'][number];

const tinText = (p: NecPayee) => (p.tin ? `${p.tin}${p.tinKind ? ` (${p.tinKind.toUpperCase()})` : ''}` : 'missing');

/** The year's Form 1099-NEC recipients: box 1 and box 4 (backup withholding) per payee, a card on phones. */
function NecPayees({ payees }: { payees: NecPayee[] }) {
  if (payees.length === 0) return <Text c="dimmed">No payee reaches the threshold this year: no 1099-NEC to file.</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Payee</Table.Th>
              <Table.Th>Tax ID</Table.Th>
              <Table.Th>W-9</Table.Th>
              <Table.Th style={NUM}>Box 1 paid</Table.Th>
              <Table.Th style={NUM}>Box 4 withheld</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payees.map((p) => (
              <Table.Tr key={`${p.kind}-${p.id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {p.name}
                  </Text>
                  {p.company && (
                    <Text size="xs" c="dimmed">
                      {p.company}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{tinText(p)}</Table.Td>
                <Table.Td>{p.w9OnFile ? 'on file' : 'missing'}</Table.Td>
                <Table.Td style={NUM}>{formatMoney(p.amount)}</Table.Td>
                <Table.Td style={NUM}>{formatMoney(p.withheld)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="1099-NEC payees">
        {payees.map((p) => (
          <Paper key={`${p.kind}-${p.id}`} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {p.name}
              </Text>
              <Text fw={700} size="sm" style={NUM}>
                {formatMoney(p.amount)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              Tax ID {tinText(p)} · W-9 {p.w9OnFile ? 'on file' : 'missing'}
            </Text>
            {p.withheld > 0 && (
              <Text size="xs" fw={500} c="var(--mantine-color-orange-text)">
                Box 4 withheld {formatMoney(p.withheld)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </>
  );
}

/** The IRIS upload and the recipients' copies, with the payer's EIN (Plumbline does not keep it). */
function FilingFiles({ year }: { year: number }) {
  const [ein, setEin] = useState('');
  const parsed = parseTin(ein);
  const error = parsed === undefined ? 'Your EIN must be 9 digits, like 12-3456789' : undefined;
  const query = { year, payerTin: parsed ?? undefined };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Your EIN (payer)"
        description="Printed on the forms; not saved"
        placeholder="12-3456789"
        value={ein}
        onChange={(e) => setEin(e.currentTarget.value)}
        error={error}
        w={{ base: '100%', xs: 220 }}
      />
      <Button
        component="a"
        href={error ? undefined : endpointUrl(accountingExportsApi.necIrisCsv, { query })}
        download={`1099-nec-iris-${year}.csv`}
        disabled={Boolean(error)}
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        IRIS 1099-NEC CSV
      </Button>
      <Button
        component="a"
        variant="default"
        href={error ? undefined : endpointUrl(accountingExportsApi.necCopiesPdf, { query })}
        download={`1099-nec-copies-${year}.pdf`}
        disabled={Boolean(error)}
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Recipient copies (PDF)
      </Button>
      <ReportButton type="1099" year={year} label="1099 Report" />
    </Group>
  );
}

/** The 1099s tab: who gets a 1099-NEC, backup withholding kept (box 4, Form 945), card and business-app payments apart. */
export function Form1099Tab({ year }: { year: number }) {
  const summary = useQuery(accountingQueries.form1099(year));
  if (summary.isError) return <LoadError title="Could not load the 1099s" error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  if (!s) return <Skeleton height={320} radius="md" />;
  const appTotal = s.cardOrAppPayees.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            1099-NEC threshold {year}
          </Text>
          <Text fw={700} size="xl">
            {formatMoney(s.threshold)}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            Backup withholding kept ({BACKUP_WITHHOLDING_PERCENT} %)
          </Text>
          <Text fw={700} size="xl">
            {formatMoney(s.withheld)}
          </Text>
          <Text size="xs" c="dimmed">
            Owed to the IRS: deposit it and report it on Form 945
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            Card and business-app payments (1099-K)
          </Text>
          <Text fw={700} size="xl">
            {formatMoney(appTotal)}
          </Text>
        </Paper>
      </SimpleGrid>
      {s.warnings.length > 0 && (
        <Alert color="orange" variant="light" title="Paperwork missing">
          {s.warnings.map((w) => (
            <Text key={`${w.kind}-${w.id}`} size="sm">
              {w.name}: no {w.missing.join(' and no ')} on file
              {w.missing.includes('TIN') ? ` (${BACKUP_WITHHOLDING_PERCENT} % is withheld from their payments)` : ''}
            </Text>
          ))}
        </Alert>
      )}
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          Form 1099-NEC recipients
        </Title>
        <Badge variant="light">{s.necPayees.length}</Badge>
      </Group>
      <NecPayees payees={s.necPayees} />
      <FilingFiles year={year} />
    </Stack>
  );
}
