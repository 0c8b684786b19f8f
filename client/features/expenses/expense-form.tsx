import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { type ExpenseListItem, expenseInputSchema } from '../../../domain/expenses';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FormActions } from '../../lib/ui/form-actions';
import { ExpenseFormFields } from './expense-form-fields';
import { type ExpenseFormValues, emptyExpenseValues, expenseToFormValues, fieldErrorsFor, toExpensePayload } from './expense-form-values';
import { useSaveExpense } from './use-expense-mutations';

/** "Failed to create expense", followed by the server's own message when it sent one. */
export function failureText(error: unknown, fallback: string): string {
  const server = error instanceof ApiError ? error.serverMessage : null;
  return server ? `${fallback}: ${server}` : fallback;
}

type ExpenseFormProps = {
  /** The expense to edit; null for a new one. */
  expense: ExpenseListItem | null;
  /** Project preselected for a new expense (e.g. the page's project filter). */
  defaultProjectId?: number | null;
  onCancel: () => void;
  onSaved: () => void;
};

/** Create or edit an expense. Validates with the server's schema; server field errors land on the fields. */
export function ExpenseForm({ expense, defaultProjectId = null, onCancel, onSaved }: ExpenseFormProps) {
  const isEdit = expense !== null;
  const save = useSaveExpense(expense?.id ?? null);
  // A refusal by the state of the books (409, e.g. a closed period) stays in the form, in the server's words.
  const [refusal, setRefusal] = useState<string | null>(null);
  // A hold the office may override with a reason (409 naming the field): the payee's papers (issue 44) or a bill
  // above its commitment line (issue 42). The reason is sent with the same expense; it is kept and audited with it.
  const [hold, setHold] = useState<{ message: string; field: 'override' | 'overCommitmentReason' } | null>(null);
  const [reason, setReason] = useState('');
  const holdRef = useRef<HTMLDivElement>(null);
  // The hold appears below the fields: bring it into view (the form scrolls in its dialog).
  useEffect(() => {
    if (hold) holdRef.current?.scrollIntoView({ block: 'center' });
  }, [hold]);
  const form = useForm<ExpenseFormValues>({
    initialValues: expense ? expenseToFormValues(expense) : emptyExpenseValues(defaultProjectId),
    validate: schemaResolver(expenseInputSchema, { sync: true }),
  });

  const focusFirstError = (paths: string[]) => {
    const first = paths[0];
    if (first) form.getInputNode(first as keyof ExpenseFormValues)?.focus();
  };

  const handleSubmit = (
    values: ExpenseFormValues,
    withReason: { field: 'override' | 'overCommitmentReason'; reason: string } | null = null,
  ) => {
    setRefusal(null);
    const payload = toExpensePayload(values);
    const body =
      withReason === null
        ? payload
        : withReason.field === 'override'
          ? { ...payload, override: { reason: withReason.reason } }
          : { ...payload, overCommitmentReason: withReason.reason };
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess('Success', isEdit ? 'Expense updated' : 'Expense added');
        onSaved();
      },
      onError: (error) => {
        const fallback = isEdit ? 'Failed to update expense' : 'Failed to create expense';
        const errors = error instanceof ApiError ? fieldErrorsFor(values, error.fieldErrors) : {};
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          focusFirstError(Object.keys(errors));
          notifyError(`${fallback}: check the highlighted fields`);
        } else {
          const held =
            error instanceof ApiError && error.status === 409
              ? error.fieldErrors.find((f) => f.path === 'override' || f.path === 'overCommitmentReason')
              : undefined;
          if (held && error instanceof ApiError) {
            setHold({ message: error.serverMessage ?? held.message, field: held.path as 'override' | 'overCommitmentReason' });
            return;
          }
          setHold(null);
          if (error instanceof ApiError && error.status === 409) setRefusal(error.serverMessage);
          notifyError(failureText(error, fallback));
        }
      },
    });
  };

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => handleSubmit(values),
        (errors) => focusFirstError(Object.keys(errors)),
      )}
      noValidate
    >
      <Stack gap="lg">
        <ExpenseFormFields form={form} />
        {refusal && (
          <Alert color="red" variant="light" role="alert" title={isEdit ? 'The expense was not updated' : 'The expense was not added'}>
            {refusal}
          </Alert>
        )}
        {hold && (
          <Alert
            color="yellow"
            variant="light"
            role="alert"
            title={hold.field === 'override' ? 'Payment on hold' : 'Above the commitment line'}
          >
            <Stack gap="xs">
              {hold.message}
              <Textarea
                label="Reason"
                withAsterisk
                autosize
                minRows={2}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                description="Kept with the expense and in its history."
              />
              <Group justify="flex-end">
                <Button
                  type="button"
                  color="yellow"
                  c="dark"
                  disabled={reason.trim() === ''}
                  loading={save.isPending}
                  onClick={() => handleSubmit(form.getValues(), { field: hold.field, reason: reason.trim() })}
                >
                  {hold.field === 'override' ? 'Pay anyway' : 'Record anyway'}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {/* On phones the form is taller than the screen: keep Cancel/Add in reach while scrolling. */}
        <FormActions submitLabel={isEdit ? 'Update Expense' : 'Add Expense'} pending={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
