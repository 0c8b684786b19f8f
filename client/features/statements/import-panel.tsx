import { Alert, Button, FileInput, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { statementsApi } from '../../../domain/api/statements';
import { type CsvMapping, DATE_FORMATS } from '../../../domain/statements/csv-mapping';
import type { StatementAccount, StatementPreview } from '../../../domain/statements/schemas';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifySuccess } from '../../lib/notify';

const COLUMN_FIELDS = [
  ['date', 'Date column', true],
  ['description', 'Description column', true],
  ['amount', 'Amount column (signed)', false],
  ['debit', 'Debit column (money out)', false],
  ['credit', 'Credit column (money in)', false],
  ['balance', 'Balance column', false],
] as const;

const form = (file: File, mapping?: CsvMapping | null) => {
  const data = new FormData();
  if (mapping) data.append('mapping', JSON.stringify(mapping));
  data.append('file', file);
  return data;
};

/** Statement import: choose a file, check the column mapping (CSV; remembered per account), import. */
export function ImportPanel({ account }: { account: StatementAccount }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [mapping, setMapping] = useState<CsvMapping | null>(null);
  const queryClient = useQueryClient();
  const read = useMutation({
    mutationFn: (f: File) => callApi(statementsApi.preview, { params: { id: account.id }, form: form(f) }),
    onSuccess: (p) => {
      setPreview(p);
      setMapping(
        p.mapping ?? {
          date: p.header[0] ?? '',
          description: p.header[1] ?? '',
          amount: p.header[2] ?? '',
          dateFormat: 'MM/DD/YYYY',
          sign: 'out-negative',
        },
      );
    },
  });
  const run = useMutation({
    mutationFn: () =>
      callApi(statementsApi.import, { params: { id: account.id }, form: form(file as File, preview?.format === 'csv' ? mapping : null) }),
    onSuccess: async (r) => {
      await invalidateAfterWrite(queryClient, 'statement_lines', 'statement_matches', 'statement_accounts');
      notifySuccess(
        r.duplicateFile ? 'Already imported' : 'Statement imported',
        r.duplicateFile
          ? 'This file was imported before: nothing added'
          : `${r.added} new lines, ${r.alreadyImported} already there, ${r.matched} matched`,
      );
      setFile(null);
      setPreview(null);
    },
  });
  const columns = (preview?.header ?? []).map((h) => ({ value: h, label: h || '(blank)' }));
  const set = (key: keyof CsvMapping, value: string | null) => mapping && setMapping({ ...mapping, [key]: value || null } as CsvMapping);

  return (
    <Stack>
      <FileInput
        label="Statement file"
        description="CSV of any layout, or OFX / QFX from the bank's download page"
        placeholder="Choose a file"
        accept=".csv,.txt,.ofx,.qfx,text/csv"
        value={file}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
        onChange={(f) => {
          setFile(f);
          setPreview(null);
          run.reset();
          if (f) read.mutate(f);
        }}
      />
      {read.error && (
        <Alert color="red" title="This file cannot be read">
          {errorMessage(read.error, 'The file could not be read')}
        </Alert>
      )}
      {preview?.format === 'ofx' && <Text>OFX statement: the bank's own transaction ids keep each line once.</Text>}
      {preview?.format === 'csv' && mapping && (
        <Stack gap="xs">
          <Text fw={500}>
            {preview.remembered ? 'Column mapping remembered for this account' : 'Map the columns once; the mapping is remembered'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {COLUMN_FIELDS.map(([key, label, required]) => (
              <Select
                key={key}
                label={label}
                required={required}
                clearable={!required}
                clearButtonProps={{ 'aria-label': `Clear ${label}` }}
                data={columns}
                value={(mapping[key] as string | null | undefined) ?? null}
                onChange={(v) => set(key, v)}
              />
            ))}
            <Select
              label="Date format"
              data={[...DATE_FORMATS]}
              value={mapping.dateFormat}
              onChange={(v) => v && set('dateFormat', v)}
              allowDeselect={false}
            />
            <Select
              label="Sign of money out"
              data={[
                { value: 'out-negative', label: 'Negative (bank)' },
                { value: 'out-positive', label: 'Positive (card charges)' },
              ]}
              value={mapping.sign}
              onChange={(v) => v && set('sign', v)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Table.ScrollContainer minWidth={420}>
            <Table striped fz="sm" aria-label="First rows of the file">
              <Table.Thead>
                <Table.Tr>
                  {preview.header.map((h, i) => (
                    <Table.Th key={`${h}-${i}`}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.sample.map((row, r) => (
                  <Table.Tr key={r}>
                    {row.map((c, i) => (
                      <Table.Td key={i}>{c}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {run.error && (
        <Alert color="red" title="Nothing was imported">
          {errorMessage(run.error, 'The import failed')}
        </Alert>
      )}
      <Group>
        <Button disabled={!file || !preview} loading={run.isPending} onClick={() => run.mutate()}>
          Import statement
        </Button>
      </Group>
    </Stack>
  );
}
