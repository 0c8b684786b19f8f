import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMPLOYEE_POSITIONS } from '../../../domain/people';
import type { EmployeeFormValues } from './employee-form-values';
import { paymentMethodOptions } from './payment-method';

/** Keeps a stored position outside the list selectable, so editing never changes it silently. */
function positionOptions(current: string | null): string[] {
  const list: string[] = [...EMPLOYEE_POSITIONS];
  return current && !list.includes(current) ? [...list, current] : list;
}

/** The inputs of the employee form (spec §2.15), two per row from the sm breakpoint. */
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
        <NumberInput
          label="Daily Rate"
          placeholder="0.00"
          prefix="$"
          step={0.01}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          min={0}
          allowNegative={false}
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
