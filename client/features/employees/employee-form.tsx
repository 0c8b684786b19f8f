import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { employeesApi } from '../../../domain/api/employees';
import type { Employee } from '../../../domain/people';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FormActions } from '../../lib/ui/form-actions';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { useRecordMutations } from '../../lib/ui/use-record-mutations';
import { BurdenProfile } from './employee-burden';
import { EmployeeFormFields } from './employee-form-fields';
import {
  type EmployeeFormValues,
  employeeToFormValues,
  emptyEmployeeValues,
  toEmployeePayload,
  validateEmployeeForm,
} from './employee-form-values';
import { RateChangeFields } from './employee-rate-change';
import { RateHistory } from './employee-rate-history';

type EmployeeFormProps = {
  /** The employee to edit; null to add one. */
  employee: Employee | null;
  onClose: () => void;
};

/** Add or edit an employee (docs/product/screens.md §2.15). */
export function EmployeeForm({ employee, onClose }: EmployeeFormProps) {
  const isEdit = employee !== null;
  const { save } = useRecordMutations(employeesApi, 'employees');
  const form = useForm<EmployeeFormValues>({
    initialValues: employee ? employeeToFormValues(employee) : emptyEmployeeValues(),
    validate: validateEmployeeForm,
  });

  const handleSubmit = (values: EmployeeFormValues) =>
    save.mutate(
      { id: employee?.id ?? null, payload: toEmployeePayload(values) },
      {
        onSuccess: () => {
          notifySuccess('Success', isEdit ? 'Employee updated' : 'Employee added');
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          notifyError(errorMessage(error, isEdit ? 'Failed to update employee' : 'Failed to create employee'));
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <EmployeeFormFields form={form} storedPosition={employee?.position ?? null} />
        <RateChangeFields form={form} employee={employee} />
        {employee && <RateHistory employeeId={employee.id} />}
        {employee && <BurdenProfile employeeId={employee.id} />}
        <FormActions submitLabel={isEdit ? 'Update Employee' : 'Create Employee'} pending={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
