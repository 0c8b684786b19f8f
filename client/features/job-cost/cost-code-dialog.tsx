import { Alert, Button, MultiSelect, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CostCode, costCodeInputSchema, jobCostApi, UNASSIGNED_CODE } from '../../../domain/api/job-cost';
import { invalidateAfterWrite } from '../../app/data-changes';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaValidator, serverFieldErrors } from '../../lib/ui/form-errors';
import { FormModal } from '../../lib/ui/form-modal';
import { categoryOptions } from '../expenses/expense-category';
import { type CostCodeFormValues, type CostCodePayload, costCodeToFormValues, toCostCodePayload } from './cost-code-form-values';

/** POST /api/cost-codes, or PUT /api/cost-codes/{id} for a stored code; every screen showing a code's name refreshes. */
function useSaveCostCode(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CostCodePayload) =>
      id === null ? callApi(jobCostApi.createCostCode, { body }) : callApi(jobCostApi.updateCostCode, { params: { id }, body }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'cost_codes'),
  });
}

type CostCodeDialogProps = { costCode: CostCode | null; onClose: () => void };

/**
 * Add a cost code, or change one: number, name, the trade words and expense categories that default to it, active.
 * The server's refusals land on the fields; one it words for the whole code (Unassigned keeps 00 and stays active)
 * is shown as it says it.
 */
export function CostCodeDialog({ costCode, onClose }: CostCodeDialogProps) {
  const save = useSaveCostCode(costCode?.id ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CostCodeFormValues>({
    initialValues: costCodeToFormValues(costCode),
    validate: schemaValidator<CostCodeFormValues>(costCodeInputSchema, toCostCodePayload),
  });
  const unassigned = costCode?.code === UNASSIGNED_CODE;

  const submit = (values: CostCodeFormValues) => {
    setRefusal(null);
    save.mutate(toCostCodePayload(values), {
      onSuccess: (saved) => {
        notifySuccess(costCode ? 'Cost code saved' : 'Cost code added', `${saved.code} ${saved.name}`);
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        const message = error instanceof ApiError ? error.serverMessage : error.message;
        // The server's own sentence, unless a field already says it.
        if (message && !Object.values(fields).includes(message)) setRefusal(message);
        if (Object.keys(fields).length === 0) notifyError(`The cost code was not saved${message ? `: ${message}` : ''}`);
      },
    });
  };

  return (
    <FormModal opened onClose={onClose} title={costCode ? `Edit cost code ${costCode.code}` : 'Add cost code'} size="md">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Code"
            description="Two digits, optionally a dash and 2 to 4 more (06 or 06-100)"
            placeholder="06-100"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('code')}
          />
          <TextInput label="Name" placeholder="e.g. Trim carpentry" withAsterisk {...form.getInputProps('name')} />
          <TagsInput
            label="Trades"
            description="Words of a crew member's position or a subcontractor's specialty that send their work here (e.g. carpent, trim). Press Enter after each."
            placeholder={form.values.trades.length === 0 ? 'Add a word' : undefined}
            clearable
            splitChars={[',']}
            {...form.getInputProps('trades')}
          />
          <MultiSelect
            label="Expense categories"
            description="Expenses of these categories default to this code; a category taken here leaves the code that had it."
            placeholder={form.values.categories.length === 0 ? 'None' : undefined}
            data={categoryOptions()}
            clearable
            hidePickedOptions
            {...form.getInputProps('categories')}
          />
          <Switch
            label="Active"
            description={
              unassigned
                ? 'Unassigned holds what no other code claims.'
                : 'An inactive code is no longer offered on new expenses and work records; what it already holds stays.'
            }
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {refusal}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending}>
            {costCode ? 'Save' : 'Add cost code'}
          </Button>
        </Stack>
      </form>
    </FormModal>
  );
}
