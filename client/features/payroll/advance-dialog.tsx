import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { advanceInputSchema } from '../../../domain/payroll';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DateField } from '../../lib/ui/date-field';
import { FormActions } from '../../lib/ui/form-actions';
import { schemaValidator, serverFieldErrors } from '../../lib/ui/form-errors';
import { FormModal } from '../../lib/ui/form-modal';
import { employeeQueries } from '../employees/employee-queries';
import { AMOUNT_PROPS, DATE_PROPS } from '../expenses/expense-form-fields';
import { employeeOptions, projectOptions } from '../expenses/expense-options';
import { useAllProjects } from '../expenses/use-expense-lookups';
import { type AdvanceFormValues, emptyAdvanceValues, toAdvanceInput, toAdvancePayload } from './advance-form-values';
import { METHOD_OPTIONS } from './payroll-helpers';
import { useCreateAdvance } from './use-payroll';

const validate = schemaValidator<AdvanceFormValues>(advanceInputSchema, toAdvanceInput);

function AdvanceForm({ onClose }: { onClose: () => void }) {
  const employees = useQuery(employeeQueries.list());
  const projects = useAllProjects();
  const create = useCreateAdvance();
  const form = useForm<AdvanceFormValues>({ initialValues: emptyAdvanceValues(), validate });
  const activeEmployees = (employees.data ?? []).filter((e) => e.active);

  const submit = (values: AdvanceFormValues) =>
    create.mutate(
      { body: toAdvancePayload(values) },
      {
        onSuccess: () => {
          notifySuccess('Success', 'Payroll advance created');
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          notifyError(errorMessage(error, 'Failed to create advance'));
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Select
          label="Employee"
          placeholder={employees.isPending ? 'Loading employees…' : 'Choose an employee'}
          data={employeeOptions(activeEmployees)}
          description={employees.isError ? 'Could not load employees. Reload the page to try again.' : undefined}
          searchable
          nothingFoundMessage="No matching employee"
          withAsterisk
          {...form.getInputProps('employeeId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Amount" placeholder="$0.00" {...AMOUNT_PROPS} withAsterisk {...form.getInputProps('amount')} />
          <DateField label="Date" {...DATE_PROPS} withAsterisk {...form.getInputProps('advanceDate')} />
        </SimpleGrid>
        <Textarea
          label="Reason"
          placeholder="e.g. Rent, truck repair"
          autosize
          minRows={2}
          maxRows={4}
          withAsterisk
          {...form.getInputProps('reason')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Payment Method" data={METHOD_OPTIONS} allowDeselect={false} {...form.getInputProps('paymentMethod')} />
          <Select
            label="Project"
            placeholder="Optional"
            data={projectOptions(projects.data ?? [])}
            searchable
            clearable
            nothingFoundMessage="No matching project"
            {...form.getInputProps('projectId')}
          />
        </SimpleGrid>
        {form.values.projectId && (
          <Checkbox
            label="Deduct from project"
            description="Record the advance as a labor cost of this project"
            {...form.getInputProps('deductFromProject', { type: 'checkbox' })}
          />
        )}
        <FormActions submitLabel="Create Advance" pending={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** 'Create Payroll Advance' (spec part 2 §5): employee, amount, reason, date (today), method (cashapp), optional project. */
export function AdvanceDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Create Payroll Advance" size="md">
      {/* Mounted only while open, so each advance starts from a blank form dated today. */}
      {opened && <AdvanceForm onClose={onClose} />}
    </FormModal>
  );
}
