import { Alert, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { isIsoDate, todayIso } from '../../../domain/dates';
import { paidWeekConflictMessage, ratePreviewText } from '../../../domain/pay-rates';
import type { Employee } from '../../../domain/people';
import { errorMessage } from '../../lib/api';
import { type EmployeeFormValues, formHourlyRate, ratesChangedInForm } from './employee-form-values';
import { employeeQueries } from './employee-queries';

const PREVIEW_DEBOUNCE_MS = 300;

/**
 * "Effective from" of a new or changed daily rate (issue 37: a raise never reprices earlier work), and for an
 * existing employee what saving it would reprice, asked of the server as the rate and date are typed.
 */
export function RateChangeFields({ form, employee }: { form: UseFormReturnType<EmployeeFormValues>; employee: Employee | null }) {
  const { dailyRate, effectiveFrom } = form.values;
  if (!ratesChangedInForm(employee, form.values)) return null;
  const hourlyRate = formHourlyRate(form.values);
  return (
    <Stack gap="xs">
      <TextInput
        label="Effective from"
        type="date"
        max={todayIso()}
        description={employee ? 'Work before this day keeps the rate it was paid at' : 'The first day this rate applies'}
        withAsterisk
        {...form.getInputProps('effectiveFrom')}
      />
      {employee && (
        <RatePreviewNote
          employeeId={employee.id}
          dailyRate={typeof dailyRate === 'number' ? dailyRate : 0}
          hourlyRate={hourlyRate}
          day={effectiveFrom}
        />
      )}
    </Stack>
  );
}

function RatePreviewNote({
  employeeId,
  dailyRate,
  hourlyRate,
  day,
}: {
  employeeId: number;
  dailyRate: number;
  hourlyRate: number | undefined;
  day: string;
}) {
  const [rate] = useDebouncedValue(dailyRate, PREVIEW_DEBOUNCE_MS);
  const [hourly] = useDebouncedValue(hourlyRate, PREVIEW_DEBOUNCE_MS);
  const [from] = useDebouncedValue(day, PREVIEW_DEBOUNCE_MS);
  const valid = isIsoDate(from) && from <= todayIso();
  const preview = useQuery({ ...employeeQueries.ratePreview(employeeId, rate, from, hourly), enabled: valid });
  if (!valid) return null;
  if (preview.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Checking the work this change affects…
      </Text>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(preview.error, 'Could not check the work this change affects')}
      </Alert>
    );
  }
  const p = preview.data;
  if (p.paidWeek) {
    return (
      <Alert color="red" role="alert" title="Already paid">
        {paidWeekConflictMessage(p.paidWeek, p.effectiveFrom)}
      </Alert>
    );
  }
  return (
    <Alert color="blue" role="status" title="What this change affects">
      {ratePreviewText(p)}
    </Alert>
  );
}
