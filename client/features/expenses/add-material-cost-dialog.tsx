import { Alert, Anchor, Badge, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { materialExpenseInputSchema } from '../../../domain/expenses';
import type { Project } from '../../../domain/projects';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DateField } from '../../lib/ui/date-field';
import { failureText } from './expense-form';
import { AMOUNT_PROPS, DATE_PROPS } from './expense-form-fields';
import {
  defaultMaterialDescription,
  emptyMaterialValues,
  fieldErrorsFor,
  type MaterialFormValues,
  toMaterialPayload,
} from './expense-form-values';
import { supplierOptions } from './expense-options';
import { useSuppliers } from './use-expense-lookups';
import { useSaveExpense } from './use-expense-mutations';

type MaterialCostFormProps = { project: Project; onClose: () => void };

/** Amount, date, supplier and an optional description; the category is always material (docs/product/screens.md §2.13, calls.md §5). */
function MaterialCostForm({ project, onClose }: MaterialCostFormProps) {
  const suppliers = useSuppliers();
  const save = useSaveExpense(null);
  const form = useForm<MaterialFormValues>({
    initialValues: emptyMaterialValues(project.id),
    validate: schemaResolver(materialExpenseInputSchema, { sync: true }),
  });
  const supplierName = suppliers.data?.find((s) => String(s.id) === form.values.supplierId)?.name ?? null;
  const noSuppliers = suppliers.isSuccess && suppliers.data.length === 0;

  const handleSubmit = (values: MaterialFormValues) => {
    save.mutate(toMaterialPayload(values, supplierName), {
      onSuccess: () => {
        notifySuccess('Success', `Material cost added to ${project.name}`);
        onClose();
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? fieldErrorsFor(values, error.fieldErrors) : {};
        form.setErrors(errors);
        notifyError(
          Object.keys(errors).length > 0
            ? 'Failed to add material expense: check the highlighted fields'
            : failureText(error, 'Failed to add material expense'),
        );
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            Project
          </Text>
          <Text size="sm" fw={600} truncate="end">
            {project.name}
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Category
          </Text>
          <Badge color="teal" variant="light">
            Material
          </Badge>
          <Text size="xs" c="dimmed">
            (fixed)
          </Text>
        </Group>

        {suppliers.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Could not load suppliers">
            A material cost needs a supplier. Close this dialog and try again in a moment.
          </Alert>
        )}
        {noSuppliers && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle />} title="No suppliers yet">
            A material cost needs a supplier.{' '}
            <Anchor component={Link} to="/suppliers" onClick={onClose} inherit>
              Add a supplier
            </Anchor>{' '}
            first, then come back to this project.
          </Alert>
        )}

        <NumberInput label="Amount" placeholder="$0.00" {...AMOUNT_PROPS} withAsterisk data-autofocus {...form.getInputProps('amount')} />
        <DateField label="Date" {...DATE_PROPS} withAsterisk {...form.getInputProps('date')} />
        <Select
          label="Supplier"
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier'}
          data={supplierOptions(suppliers.data ?? [])}
          searchable
          nothingFoundMessage="No matching supplier"
          withAsterisk
          disabled={noSuppliers}
          {...form.getInputProps('supplierId')}
        />
        <TextInput
          label="Description"
          placeholder={defaultMaterialDescription(supplierName)}
          description={
            supplierName
              ? `Optional. Left blank: “${defaultMaterialDescription(supplierName)}”.`
              : 'Optional. Left blank, it names the supplier.'
          }
          {...form.getInputProps('description')}
        />

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={noSuppliers || suppliers.isError}>
            Add Material Cost
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AddMaterialCostDialogProps = {
  /** The project the cost is booked to. */
  project: Project;
  opened: boolean;
  onClose: () => void;
};

/** The 'Add Material Cost' dialog of a project card (docs/product/screens.md §2.4, screens.md §2.13). Its form mounts only while open. */
export function AddMaterialCostDialog({ project, opened, onClose }: AddMaterialCostDialogProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  // A short form: a centred dialog fits a phone, so it is not full screen.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Material Cost"
      size="md"
      transitionProps={{ transition: isMobile ? 'slide-up' : 'pop', duration: 150 }}
    >
      <MaterialCostForm project={project} onClose={onClose} />
    </Modal>
  );
}
