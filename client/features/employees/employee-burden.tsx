import { Alert, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { laborBurdenApi } from '../../../domain/api/labor-burden';
import { todayIso } from '../../../domain/dates';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifySuccess } from '../../lib/notify';
import { employeeKeys } from './employee-keys';

const RATE = { decimalScale: 2, min: 0, hideControls: true, allowNegative: false } as const;
const num = (v: string | number) => (v === '' ? null : Number(v));

/**
 * An employee's burden profile for this year (issue 42 scope 5): his workers' compensation class code and rate per
 * $100 of payroll, and optional state unemployment and liability rates instead of the company's. With a profile his
 * labor counts burdened on the job cost; without one, at wage. Saved on its own, apart from the employee form.
 */
export function BurdenProfile({ employeeId }: { employeeId: number }) {
  const year = Number(todayIso().slice(0, 4));
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: employeeKeys.burden(employeeId, year),
    queryFn: () => callApi(laborBurdenApi.getEmployee, { params: { id: employeeId, year } }),
  });
  const rates = useQuery({
    queryKey: [...employeeKeys.all, 'burden-year', year],
    queryFn: () => callApi(laborBurdenApi.getYear, { params: { year } }),
  });
  const [classCode, setClassCode] = useState('');
  const [wcRate, setWcRate] = useState<string | number>('');
  const [suta, setSuta] = useState<string | number>('');
  const [gl, setGl] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!profile.data) return;
    setClassCode(profile.data.burdened ? profile.data.workersCompClassCode : '');
    setWcRate(profile.data.burdened ? profile.data.workersCompRatePer100 : '');
    setSuta(profile.data.sutaRate ?? '');
    setGl(profile.data.generalLiabilityRate ?? '');
  }, [profile.data]);
  const done = (message: string) => async () => {
    setError(null);
    await invalidateAfterWrite(queryClient, 'employee_burden');
    notifySuccess('Burden profile', message);
  };
  const save = useMutation({
    mutationFn: () =>
      callApi(laborBurdenApi.saveEmployee, {
        params: { id: employeeId, year },
        body: {
          workersCompClassCode: classCode.trim(),
          workersCompRatePer100: wcRate === '' ? 0 : Number(wcRate),
          sutaRate: num(suta),
          generalLiabilityRate: num(gl),
        },
      }),
    onSuccess: done(`Saved for ${year}: this employee's labor now counts burdened`),
    onError: (e) => setError(errorMessage(e, 'Could not save the burden profile')),
  });
  const remove = useMutation({
    mutationFn: () => callApi(laborBurdenApi.removeEmployee, { params: { id: employeeId, year }, body: undefined }),
    onSuccess: done(`Removed for ${year}: this employee's labor counts at wage`),
    onError: (e) => setError(errorMessage(e, 'Could not remove the burden profile')),
  });
  const company = rates.data;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`burden-${employeeId}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm" id={`burden-${employeeId}`}>
            Labor burden {year}
          </Text>
          {profile.data && (
            <Badge variant="light" color={profile.data.burdened ? 'green' : 'gray'} miw="max-content">
              {profile.data.burdened ? 'Burdened' : 'At wage only'}
            </Badge>
          )}
        </Group>
        {company && (
          <Text size="xs" c="dimmed">
            Company rates: Social Security {company.socialSecurityRate} % to ${company.socialSecurityWageBase.toLocaleString('en-US')},
            Medicare {company.medicareRate} %, FUTA {company.futaRate} % of ${company.futaWageBase.toLocaleString('en-US')}, SUTA{' '}
            {company.sutaRate} % of ${company.sutaWageBase.toLocaleString('en-US')}, liability {company.generalLiabilityRate} %.
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label="Workers' comp class code"
            placeholder="5645"
            value={classCode}
            onChange={(e) => setClassCode(e.currentTarget.value)}
          />
          <NumberInput label="Workers' comp rate per $100" prefix="$" {...RATE} value={wcRate} onChange={setWcRate} />
          <NumberInput label="SUTA rate (%), if not the company's" {...RATE} max={100} value={suta} onChange={setSuta} />
          <NumberInput label="Liability rate (%), if not the company's" {...RATE} max={100} value={gl} onChange={setGl} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          {profile.data?.burdened && (
            <Button type="button" variant="default" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              Remove profile
            </Button>
          )}
          <Button type="button" onClick={() => save.mutate()} loading={save.isPending}>
            Save burden profile
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
