import { Button, Group, Input, NumberInput, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { todayIso } from '../../../domain/dates';
import { rateInForce } from '../../../domain/pay-rates';
import { type Employee, paidByTheHour } from '../../../domain/people';
import type { WorkRecord } from '../../../domain/work-records';
import { ApiError } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DateField } from '../../lib/ui/date-field';
import { useRole } from '../auth/auth-queries';
import { employeeQueries } from '../employees/employee-queries';
import { jobCostQueries } from '../job-cost/job-cost-queries';
import { parseTypedDate } from '../projects/project-form-values';
import { useSaveWorkRecord } from './use-work-record-mutations';
import {
  costCodeChoices,
  costCodeDefaultHint,
  daysText,
  employeeChoices,
  emptyWorkRecordValues,
  hoursPayPreview,
  payPreview,
  toWorkRecordPayload,
  validateWorkRecordForm,
  type WorkRecordFormValues,
  workRecordToFormValues,
} from './work-record-form-values';

type WorkRecordFormProps = {
  projectId: number;
  /** The entry to edit; null records a new one. */
  record: WorkRecord | null;
  employees: Employee[];
  teamIds: number[];
  onDone: () => void;
};

function customPayHint(employee: Employee | undefined, dailyRate: number | null, onDay: string | null): string {
  const base = "Leave blank to use the employee's daily rate";
  if (!employee) return `${base}.`;
  const when = onDay ? ` on ${onDay}` : '';
  return dailyRate ? `${base} (${formatMoney(dailyRate)}/day${when})` : `${base} (not set${when}: enter a custom pay)`;
}

/** Employee, date, days, custom pay and description of one work entry (spec part 1 §2.10, §5). */
export function WorkRecordForm({ projectId, record, employees, teamIds, onDone }: WorkRecordFormProps) {
  const save = useSaveWorkRecord(record?.id ?? null);
  // A foreman records the day; pay stays with the office (the server ignores a foreman's custom pay).
  const foreman = useRole() === 'foreman';
  const form = useForm<WorkRecordFormValues>({
    initialValues: record ? workRecordToFormValues(record) : emptyWorkRecordValues(todayIso()),
    validate: (values) => validateWorkRecordForm(values, projectId),
  });
  const { employeeId, days, customPay, date, entryType, hours } = form.values;
  const employee = employees.find((e) => String(e.id) === employeeId);
  // A new entry for someone paid by the hour is in hours (issue 39 scope 2); an edit keeps the entry's own kind.
  const byTheHour = paidByTheHour(employee);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the chosen person only, not every keystroke
  useEffect(() => {
    if (!record && employee) form.setFieldValue('entryType', byTheHour ? 'hours' : 'days');
  }, [employee?.id]);
  // The rate in force on the day worked (a raise applies from its effective date, issue 37), as the server prices
  // the record; the employee's current rate until the history has loaded. A foreman sees no pay and reads no rates.
  const history = useQuery({ ...employeeQueries.rates(employee?.id ?? 0), enabled: !foreman && employee !== undefined });
  const day = date ? parseTypedDate(date) : null;
  const inForce = day && history.data ? rateInForce(history.data, day) : undefined;
  const dailyRate = inForce ? inForce.dailyRate : (employee?.dailyRate ?? null);
  const hourlyRate = inForce ? inForce.hourlyRate : (employee?.hourlyRate ?? null);
  const inHours = entryType === 'hours';
  const rate = inHours ? hourlyRate : typeof customPay === 'number' ? customPay : dailyRate;
  const pay = inHours ? hoursPayPreview(hours, hourlyRate) : payPreview(days, customPay, dailyRate);
  // The cost code (issue 42): blank keeps the default of the person's trade, named under the field.
  const costCodes = useQuery(jobCostQueries.costCodes());

  const handleSubmit = (values: WorkRecordFormValues) => {
    const verb = record ? 'update' : 'record';
    save.mutate(toWorkRecordPayload(values, projectId), {
      onSuccess: () => {
        notifySuccess('Success', record ? 'Work entry updated' : 'Work entry recorded');
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0) {
          form.setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.path, e.message])));
        }
        const message = error instanceof ApiError ? error.serverMessage : error.message;
        notifyError(`Failed to ${verb} work entry: ${message || 'Unknown error'}`);
      },
    });
  };

  // The dialog renders in a portal, but React still bubbles its submit to any form around the panel.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    form.onSubmit(handleSubmit)(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label="Employee"
          placeholder="Choose an employee"
          withAsterisk
          data={employeeChoices(employees, teamIds, record ? { id: record.employeeId, name: record.employeeName } : undefined)}
          nothingFoundMessage="No active employees"
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('employeeId')}
        />
        <DateField
          label="Date"
          placeholder="MM/DD/YYYY"
          valueFormat="MM/DD/YYYY"
          dateParser={parseTypedDate}
          withAsterisk
          maxDate={todayIso()}
          {...form.getInputProps('date')}
        />
        {(byTheHour || inHours) && (
          <Input.Wrapper label="Entered in">
            <SegmentedControl
              fullWidth
              aria-label="Entered in"
              data={[
                { value: 'hours', label: 'Hours' },
                { value: 'days', label: 'Days' },
              ]}
              value={entryType}
              onChange={(v) => form.setFieldValue('entryType', v as WorkRecordFormValues['entryType'])}
            />
          </Input.Wrapper>
        )}
        {inHours ? (
          <NumberInput
            label="Hours"
            withAsterisk
            step={0.25}
            min={0.25}
            max={744}
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('hours')}
          />
        ) : (
          <NumberInput
            label="Days"
            withAsterisk
            step={0.5}
            min={0.5}
            max={31}
            decimalScale={1}
            allowNegative={false}
            {...form.getInputProps('days')}
          />
        )}
        {!foreman && !inHours && (
          <NumberInput
            label="Custom Pay per Day"
            description={customPayHint(employee, dailyRate, inForce && day ? formatDate(day) : null)}
            prefix="$"
            step={0.01}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            allowNegative={false}
            hideControls
            {...form.getInputProps('customPay')}
          />
        )}
        <Select
          label="Cost code"
          placeholder="Default: the crew member's trade"
          clearable
          searchable
          nothingFoundMessage="No matching cost code"
          data={costCodeChoices(costCodes.data ?? [], form.values.costCodeId)}
          description={
            costCodes.isError ? 'Could not load the cost codes; the default applies.' : costCodeDefaultHint(costCodes.data ?? [], employee)
          }
          {...form.getInputProps('costCodeId')}
        />
        <Textarea
          label="Description"
          placeholder="Work done, e.g. Framing second floor"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
        />
        {!foreman && pay !== null && rate !== null && inHours && typeof hours === 'number' && (
          <Text size="sm" aria-live="polite">
            Pay: {hours} h × {formatMoney(rate)}/h = <b>{formatMoney(pay)}</b>
          </Text>
        )}
        {!foreman && pay !== null && rate !== null && !inHours && typeof days === 'number' && (
          <Text size="sm" aria-live="polite">
            Pay: {daysText(days)} × {formatMoney(rate)} = <b>{formatMoney(pay)}</b>
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {record ? 'Update Work Entry' : 'Save Work Entry'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
