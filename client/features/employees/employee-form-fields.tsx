import { Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMPLOYEE_POSITIONS } from '../../../domain/people';
import type { EmployeeFormValues } from './employee-form-values';
import { paymentMethodOptions } from './payment-method';

/** Keeps a stored position outside the list selectable, so editing never changes it silently. */
function positionOptions(current: string | null): string[] {
  const list: string[] = [...EMPLOYEE_POSITIONS];
  return current && !list.includes(current) ? [...list, current] : list;
}

/** A pay rate in dollars and cents, never negative (daily and hourly alike). */
const RATE_INPUT = {
  placeholder: '0.00',
  prefix: '$',
  step: 0.01,
  decimalScale: 2,
  fixedDecimalScale: true,
  thousandSeparator: ',',
  min: 0,
  allowNegative: false,
} as const;

/** The inputs of the employee form (docs/product/screens.md §2.15), two per row from the sm breakpoint. */
export function EmployeeFormFields({
  form,
  storedPosition,
}: {
  form: UseFormReturnType<EmployeeFormValues>;
  storedPosition: string | null;
}) {
  return (
    <Stack gap="md">
      <TextInput label="Name" withAsterisk data-autofocus autoComplete="off" {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Email" type="email" inputMode="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" inputMode="tel" {...form.getInputProps('phone')} />
        <Select
          label="Position"
          placeholder="Choose a position"
          data={positionOptions(storedPosition)}
          withAsterisk
          searchable
          allowDeselect={false}
          {...form.getInputProps('position')}
        />
        <Input.Wrapper label="Paid" description="By the hour: hours entries at the hourly rate (timesheet cells of 8h)">
          <SegmentedControl
            fullWidth
            data={[
              { value: 'daily', label: 'By the day' },
              { value: 'hourly', label: 'By the hour' },
            ]}
            aria-label="Paid"
            value={form.values.payType}
            onChange={(v) => form.setFieldValue('payType', v as EmployeeFormValues['payType'])}
          />
        </Input.Wrapper>
        {form.values.payType === 'hourly' && <NumberInput label="Hourly Rate" {...RATE_INPUT} {...form.getInputProps('hourlyRate')} />}
        <NumberInput
          label="Daily Rate"
          description={form.values.payType === 'hourly' ? 'For a day entered as a day' : undefined}
          {...RATE_INPUT}
          {...form.getInputProps('dailyRate')}
        />
        <Select
          label="Preferred Payment Method"
          data={paymentMethodOptions}
          allowDeselect={false}
          {...form.getInputProps('preferredPaymentMethod')}
        />
        <TextInput label="Cash App Handle" placeholder="$handle" {...form.getInputProps('cashappHandle')} />
      </SimpleGrid>
      <Switch
        label="Active"
        description="Inactive employees cannot be picked for new work records"
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </Stack>
  );
}
