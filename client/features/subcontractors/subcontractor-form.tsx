import { PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { subcontractorsApi } from '../../../domain/api/subcontractors';
import { TIN_KIND_LABELS, TIN_KINDS } from '../../../domain/backup-withholding';
import type { Subcontractor } from '../../../domain/people';
import { ApiError, errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DateField } from '../../lib/ui/date-field';
import { FormActions } from '../../lib/ui/form-actions';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { useRecordMutations } from '../../lib/ui/use-record-mutations';
import { parseTypedDate } from '../projects/project-form-values';
import {
  emptySubcontractorValues,
  type SubcontractorFormValues,
  subcontractorToFormValues,
  toSubcontractorPayload,
  validateSubcontractorForm,
} from './subcontractor-form-values';

type SubcontractorFormProps = {
  /** The subcontractor to edit; null to add one. */
  subcontractor: Subcontractor | null;
  onClose: () => void;
};

/** The reason shown after 'Failed to add subcontractor: ' (docs/product/calls.md §8): the server's message, else 'Unknown error'. */
function failureReason(error: unknown): string {
  const fallback = error instanceof Error && !(error instanceof ApiError) ? error.message : 'Unknown error';
  return errorMessage(error, fallback || 'Unknown error');
}

/** Add or edit a subcontractor (docs/product/screens.md §2.16). The form does not submit while a field has an error. */
export function SubcontractorForm({ subcontractor, onClose }: SubcontractorFormProps) {
  const isEdit = subcontractor !== null;
  const { save } = useRecordMutations(subcontractorsApi, 'subcontractors');
  const form = useForm<SubcontractorFormValues>({
    initialValues: subcontractor ? subcontractorToFormValues(subcontractor) : emptySubcontractorValues(),
    validate: validateSubcontractorForm,
  });

  const handleSubmit = (values: SubcontractorFormValues) =>
    save.mutate(
      { id: subcontractor?.id ?? null, payload: toSubcontractorPayload(values) },
      {
        onSuccess: () => {
          notifySuccess('Success', isEdit ? 'Subcontractor updated' : 'Subcontractor added');
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          const prefix = isEdit ? 'Failed to update subcontractor: ' : 'Failed to add subcontractor: ';
          notifyError(prefix + failureReason(error));
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk data-autofocus autoComplete="off" {...form.getInputProps('name')} />
          <TextInput label="Company" {...form.getInputProps('company')} />
          <TextInput label="Email" type="email" inputMode="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" inputMode="tel" {...form.getInputProps('phone')} />
          <TextInput label="Specialty" placeholder="e.g. Electrical" withAsterisk {...form.getInputProps('specialty')} />
          <TextInput label="License Number" {...form.getInputProps('licenseNumber')} />
          <DateField
            label="Insurance Expiry"
            placeholder="MM/DD/YYYY"
            valueFormat="MM/DD/YYYY"
            dateParser={parseTypedDate}
            clearable
            {...form.getInputProps('insuranceExpiry')}
          />
          <PasswordInput
            label="Tax ID (SSN or EIN)"
            description="For the 1099-NEC; shown masked"
            placeholder="12-3456789"
            autoComplete="off"
            {...form.getInputProps('tin')}
          />
          <Select
            label="Tax ID type"
            description="From the W-9: a person's SSN or ITIN, or a business's EIN"
            data={TIN_KINDS.map((k) => ({ value: k, label: TIN_KIND_LABELS[k] }))}
            placeholder="Not said"
            clearable
            {...form.getInputProps('tinKind')}
          />
        </SimpleGrid>
        <Switch label="W-9 on file" {...form.getInputProps('w9OnFile', { type: 'checkbox' })} />
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitLabel={isEdit ? 'Update Subcontractor' : 'Create Subcontractor'} pending={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
