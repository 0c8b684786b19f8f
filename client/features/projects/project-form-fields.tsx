import { NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../lib/ui/date-field';
import { AddressSearch } from './address-search';
import { addressToFormValues, type ProjectFormValues, parseTypedDate } from './project-form-values';
import { statusOptions } from './project-status';

type ProjectFormFieldsProps = {
  form: UseFormReturnType<ProjectFormValues>;
  /** Stored status of the project being edited, kept selectable even if the form no longer offers it. */
  currentStatus?: string | null;
};

const DATE_FORMAT = 'MM/DD/YYYY';
/** US dates: typed as MM/DD/YYYY (or YYYY-MM-DD), calendar weeks start on Sunday. */
const DATE_PROPS = { valueFormat: DATE_FORMAT, dateParser: parseTypedDate } as const;

/** The inputs of the project form (docs/product/screens.md §2.6), stacked on phones and two per row from the sm breakpoint. */
export function ProjectFormFields({ form, currentStatus }: ProjectFormFieldsProps) {
  const { latitude, longitude } = form.values;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Project Name" placeholder="Kitchen remodel – Smith" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Location" placeholder="Short name, e.g. Tampa" withAsterisk {...form.getInputProps('location')} />
      </SimpleGrid>

      <AddressSearch onSelect={(address) => form.setValues(addressToFormValues(address))} />

      <TextInput label="Street Address" placeholder="401 Channelside Dr" {...form.getInputProps('streetAddress')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="City" {...form.getInputProps('city')} />
        <TextInput label="State" placeholder="FL" {...form.getInputProps('state')} />
        <TextInput label="ZIP Code" inputMode="numeric" {...form.getInputProps('zipCode')} />
        <TextInput label="Country" {...form.getInputProps('country')} />
      </SimpleGrid>
      {latitude !== null && longitude !== null && (
        <Text size="xs" c="dimmed">
          Map location: {latitude.toFixed(5)}, {longitude.toFixed(5)}
        </Text>
      )}

      <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label="Start Date" placeholder={DATE_FORMAT} {...DATE_PROPS} withAsterisk {...form.getInputProps('startDate')} />
        <DateField
          label="End Date"
          placeholder={`${DATE_FORMAT} (optional)`}
          {...DATE_PROPS}
          clearable
          {...form.getInputProps('endDate')}
        />
        <NumberInput
          label="Budget"
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          min={0}
          hideControls
          withAsterisk
          {...form.getInputProps('budget')}
        />
        <NumberInput
          label="Estimated Material Cost"
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          min={0}
          hideControls
          {...form.getInputProps('estimatedMaterialCost')}
        />
        <NumberInput
          label="Estimated Days"
          placeholder="Counted from the dates"
          allowDecimal={false}
          allowNegative={false}
          min={0}
          {...form.getInputProps('estimatedDays')}
        />
        <Select label="Status" data={statusOptions(currentStatus)} allowDeselect={false} {...form.getInputProps('status')} />
      </SimpleGrid>
    </Stack>
  );
}
