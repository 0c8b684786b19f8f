import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '../../../domain/api/payments';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { type CashappConfig, type CashappFormValues, cashappFormValues, toCashappPayload, validateCashappForm } from './settings-values';

/** The business handle and display name used for Cash App payments (spec part 2 §2 Settings, §8). */
export function CashappConfigForm({ config }: { config: CashappConfig | undefined }) {
  const queryClient = useQueryClient();
  const form = useForm<CashappFormValues>({ initialValues: cashappFormValues(config), validate: validateCashappForm });
  const save = useMutation({
    mutationFn: (payload: CashappFormValues) => callApi(paymentsApi.saveCashappConfig, { body: payload }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'configurations'),
  });

  const handleSubmit = (values: CashappFormValues) => {
    const payload = toCashappPayload(values);
    save.mutate(payload, {
      onSuccess: () => {
        form.setValues(payload);
        form.resetDirty(payload);
        notifySuccess('Settings Updated', 'Your business payment settings were saved.');
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        notifyError('Failed to save settings. Please try again.');
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Business Cash App Handle"
          placeholder="$YourBusiness"
          description="Your $cashtag — it must start with $"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...form.getInputProps('businessHandle')}
        />
        <TextInput
          label="Business Display Name"
          placeholder="Acme Builders LLC"
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('businessDisplayName')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
