import { PasswordInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { suppliersApi } from '../../../domain/api/suppliers';
import { TIN_KIND_LABELS, TIN_KINDS } from '../../../domain/backup-withholding';
import type { Supplier } from '../../../domain/people';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FormActions } from '../../lib/ui/form-actions';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { useRecordMutations } from '../../lib/ui/use-record-mutations';
import {
  emptySupplierValues,
  type SupplierFormValues,
  supplierToFormValues,
  toSupplierPayload,
  validateSupplierForm,
} from './supplier-form-values';

type SupplierFormProps = {
  /** The supplier to edit; null to add one. */
  supplier: Supplier | null;
  onClose: () => void;
};

/** Add or edit a supplier (docs/product/screens.md §2.14). */
export function SupplierForm({ supplier, onClose }: SupplierFormProps) {
  const isEdit = supplier !== null;
  const { save } = useRecordMutations(suppliersApi, 'suppliers');
  const form = useForm<SupplierFormValues>({
    initialValues: supplier ? supplierToFormValues(supplier) : emptySupplierValues(),
    validate: validateSupplierForm,
  });

  const handleSubmit = (values: SupplierFormValues) =>
    save.mutate(
      { id: supplier?.id ?? null, payload: toSupplierPayload(values) },
      {
        onSuccess: () => {
          notifySuccess('Success', isEdit ? 'Supplier updated' : 'Supplier added');
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          notifyError(errorMessage(error, isEdit ? 'Failed to update supplier' : 'Failed to create supplier'));
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Company Name" placeholder="Gulf Coast Lumber" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Contact Person" {...form.getInputProps('contactPerson')} />
          <TextInput label="Email" type="email" inputMode="email" placeholder="orders@example.com" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" inputMode="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={2} maxRows={4} {...form.getInputProps('address')} />
        <TextInput
          label="Specialties"
          placeholder="Lumber, Drywall, Fasteners"
          description="Separate with commas"
          {...form.getInputProps('specialties')}
        />
        <Switch
          label="1099 payee (service provider)"
          description="Its payments count toward the 1099-NEC like a subcontractor's; leave off for stores and material suppliers"
          {...form.getInputProps('is1099Payee', { type: 'checkbox' })}
        />
        {form.values.is1099Payee && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
            <Switch label="W-9 on file" mt={{ base: 0, sm: 'xl' }} {...form.getInputProps('w9OnFile', { type: 'checkbox' })} />
          </SimpleGrid>
        )}
        <FormActions submitLabel={isEdit ? 'Update Supplier' : 'Create Supplier'} pending={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
