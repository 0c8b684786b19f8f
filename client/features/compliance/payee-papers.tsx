import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { complianceApi, type W9, W9_ENTITY_TYPES } from '../../../domain/api/compliance';
import { todayIso } from '../../../domain/dates';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { MONEY_UNSIGNED, SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { complianceQueries, type PayeeType } from './compliance-queries';
import { ScanUpload } from './scan-upload';

export const STATUS_COLOR = { complete: 'green', missing: 'red', expiring: 'yellow', expired: 'red' } as const;
export const STATUS_LABEL = { complete: 'Complete', missing: 'Missing papers', expiring: 'Expiring', expired: 'Expired' } as const;
const ENTITY_LABEL: Record<(typeof W9_ENTITY_TYPES)[number], string> = {
  individual: 'Individual / sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust / estate',
  llc: 'LLC',
  other: 'Other',
};
const KIND_LABEL = {
  general_liability: 'General liability',
  workers_comp: "Workers' compensation",
  workers_comp_exemption: "Workers' comp exemption",
} as const;
type Kind = keyof typeof KIND_LABEL;

function useRefresh(payeeType: PayeeType) {
  const queryClient = useQueryClient();
  return () =>
    invalidateAfterWrite(queryClient, payeeType === 'subcontractor' ? 'subcontractors' : 'suppliers', 'w9_forms', 'insurance_certificates');
}

/** The W-9 on file, edited in place (its TIN is copied onto the payee for the 1099s and backup withholding). */
function W9Form({ payeeType, id, current }: { payeeType: PayeeType; id: number; current: W9 | null }) {
  const refresh = useRefresh(payeeType);
  const [legalName, setLegalName] = useState(current?.legalName ?? '');
  const [businessName, setBusinessName] = useState(current?.businessName ?? '');
  const [entityType, setEntityType] = useState<string | null>(current?.entityType ?? null);
  const [tin, setTin] = useState(current?.tin ?? '');
  const [tinKind, setTinKind] = useState<string | null>(current?.tinKind ?? null);
  const [signedDate, setSignedDate] = useState(current?.signedDate ?? todayIso());
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        legalName,
        businessName: businessName || null,
        entityType: (entityType ?? '') as (typeof W9_ENTITY_TYPES)[number],
        tin,
        tinKind: (tinKind ?? '') as 'ssn' | 'ein',
        signedDate,
      };
      return payeeType === 'subcontractor'
        ? callApi(complianceApi.saveSubcontractorW9, { params: { id }, body })
        : callApi(complianceApi.saveSupplierW9, { params: { id }, body });
    },
    onSuccess: async () => {
      setError(null);
      await refresh();
      notifySuccess('W-9 saved', 'Its tax ID is now on file for the 1099s');
    },
    onError: (e) => setError(errorMessage(e, 'Could not save the W-9')),
  });
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput label="Legal name (line 1)" withAsterisk value={legalName} onChange={(e) => setLegalName(e.currentTarget.value)} />
        <TextInput label="Business name (line 2)" value={businessName} onChange={(e) => setBusinessName(e.currentTarget.value)} />
        <Select
          label="Tax classification"
          withAsterisk
          data={W9_ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_LABEL[t] }))}
          value={entityType}
          onChange={setEntityType}
        />
        <TextInput label="Signed on" type="date" withAsterisk value={signedDate} onChange={(e) => setSignedDate(e.currentTarget.value)} />
        <Select
          label="Tax ID type"
          withAsterisk
          data={[
            { value: 'ein', label: 'EIN' },
            { value: 'ssn', label: 'SSN' },
          ]}
          value={tinKind}
          onChange={setTinKind}
        />
        <TextInput label="Tax ID" withAsterisk placeholder="12-3456789" value={tin} onChange={(e) => setTin(e.currentTarget.value)} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="button" onClick={() => save.mutate()} loading={save.isPending}>
          Save W-9
        </Button>
      </Group>
    </Stack>
  );
}

/** A new certificate of insurance or workers' comp exemption. */
function CertificateForm({ payeeType, id }: { payeeType: PayeeType; id: number }) {
  const refresh = useRefresh(payeeType);
  const [kind, setKind] = useState<string | null>('general_liability');
  const [carrier, setCarrier] = useState('');
  const [policyNumber, setPolicyNumber] = useState('');
  const [eachOccurrence, setEachOccurrence] = useState<string | number>('');
  const [effectiveDate, setEffectiveDate] = useState(todayIso());
  const [expiryDate, setExpiryDate] = useState('');
  const [additionalInsured, setAdditionalInsured] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => {
      const body = {
        kind: (kind ?? '') as Kind,
        carrier,
        policyNumber,
        eachOccurrence: eachOccurrence === '' ? null : Number(eachOccurrence),
        effectiveDate,
        expiryDate,
        additionalInsured,
      };
      return payeeType === 'subcontractor'
        ? callApi(complianceApi.addSubcontractorCertificate, { params: { id }, body })
        : callApi(complianceApi.addSupplierCertificate, { params: { id }, body });
    },
    onSuccess: async (c) => {
      setError(null);
      setCarrier('');
      setPolicyNumber('');
      setEachOccurrence('');
      setExpiryDate('');
      await refresh();
      notifySuccess('Certificate added', `${KIND_LABEL[c.kind]} until ${formatDate(c.expiryDate)}`);
    },
    onError: (e) => setError(errorMessage(e, 'Could not add the certificate')),
  });
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Select
          label="Kind"
          withAsterisk
          data={Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }))}
          value={kind}
          onChange={setKind}
          allowDeselect={false}
        />
        <TextInput label="Carrier" withAsterisk value={carrier} onChange={(e) => setCarrier(e.currentTarget.value)} />
        <TextInput label="Policy number" withAsterisk value={policyNumber} onChange={(e) => setPolicyNumber(e.currentTarget.value)} />
        <NumberInput label="Each-occurrence limit" {...MONEY_UNSIGNED} value={eachOccurrence} onChange={setEachOccurrence} />
        <TextInput
          label="Effective"
          type="date"
          withAsterisk
          value={effectiveDate}
          onChange={(e) => setEffectiveDate(e.currentTarget.value)}
        />
        <TextInput label="Expires" type="date" withAsterisk value={expiryDate} onChange={(e) => setExpiryDate(e.currentTarget.value)} />
      </SimpleGrid>
      <Checkbox
        label="We are named additional insured"
        checked={additionalInsured}
        onChange={(e) => setAdditionalInsured(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button type="button" variant="default" onClick={() => add.mutate()} loading={add.isPending}>
          Add certificate
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A payee's papers (issue 44): its status today and what is missing, the W-9 on file, its certificates of
 * insurance (newest expiry first) with a form to add one. The subcontractor's and supplier's compliance tab.
 */
export function PayeePapers({ payeeType, id }: { payeeType: PayeeType; id: number }) {
  const papers = useQuery(complianceQueries.papers(payeeType, id));
  const refresh = useRefresh(payeeType);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (certificateId: number) => callApi(complianceApi.removeCertificate, { params: { id: certificateId }, body: undefined }),
    onSuccess: () => refresh(),
    onError: (e) => setRemoveError(errorMessage(e, 'Could not remove the certificate')),
  });
  if (papers.isError) return <LoadError title="Could not load the papers" error={papers.error} onRetry={() => papers.refetch()} />;
  if (!papers.data) return <Text c="dimmed">Loading…</Text>;
  const p = papers.data;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={STATUS_COLOR[p.status]} variant="light" miw="max-content">
          {STATUS_LABEL[p.status]}
        </Badge>
        {p.missing.length > 0 && <Text size="sm">{p.missing.join('; ')}</Text>}
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h5" mb="xs">
          W-9
        </Title>
        <W9Form key={p.w9?.updatedAt ?? 'none'} payeeType={payeeType} id={id} current={p.w9} />
        {p.w9 && (
          <Group mt="xs" gap="xs">
            <Text size="sm">Scanned form:</Text>
            <ScanUpload of={{ kind: 'w9', payeeType, payeeId: id }} url={p.w9.documentUrl} label="W-9" />
          </Group>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h5" mb="xs">
          Certificates of insurance
        </Title>
        {removeError && (
          <Alert color="red" variant="light" mb="xs">
            {removeError}
          </Alert>
        )}
        {p.certificates.length === 0 ? (
          <Text size="sm" c="dimmed" mb="xs">
            None on file.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640} scrollAreaProps={SCROLL} mb="xs">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Carrier, policy</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th ta="right">Limit</Table.Th>
                  <Table.Th>Scan</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.certificates.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{KIND_LABEL[c.kind]}</Table.Td>
                    <Table.Td>
                      {c.carrier}, {c.policyNumber}
                    </Table.Td>
                    <Table.Td>{formatDate(c.expiryDate)}</Table.Td>
                    <Table.Td ta="right">{c.eachOccurrence === null ? '—' : formatMoney(c.eachOccurrence)}</Table.Td>
                    <Table.Td>
                      <ScanUpload
                        of={{ kind: 'certificate', certificateId: c.id }}
                        url={c.documentUrl}
                        label={`${KIND_LABEL[c.kind].toLowerCase()} certificate ${c.policyNumber}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        type="button"
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={12} />}
                        onClick={() => remove.mutate(c.id)}
                        aria-label={`Remove ${KIND_LABEL[c.kind]} certificate ${c.policyNumber}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <CertificateForm payeeType={payeeType} id={id} />
      </Paper>
    </Stack>
  );
}
