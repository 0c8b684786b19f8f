import { Button, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MIN_PASSWORD, ROLE_LABELS, ROLES, type Role, type User } from '../../../domain/accounts';
import { usersApi } from '../../../domain/api/accounts';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { FormModal } from '../../lib/ui/form-modal';
import { authKeys } from '../auth/auth-keys';
import { employeeQueries } from '../employees/employee-queries';

const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** Add a user, or change one (name, role, linked employee, disabled) and optionally reset the password. */
export function UserDialog({ user, opened, onClose }: { user: User | null; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const employees = useQuery({ ...employeeQueries.list(), enabled: opened });
  const form = useForm({
    initialValues: {
      username: user?.username ?? '',
      name: user?.name ?? '',
      role: (user?.role ?? 'foreman') as Role,
      employeeId: user?.employeeId ? String(user.employeeId) : '',
      disabled: user?.disabled ?? false,
      password: '',
    },
  });
  const save = useMutation({
    mutationFn: async (v: typeof form.values) => {
      const employeeId = v.employeeId ? Number(v.employeeId) : null;
      if (!user)
        return callApi(usersApi.create, { body: { username: v.username, name: v.name, role: v.role, employeeId, password: v.password } });
      const saved = await callApi(usersApi.update, {
        params: { id: user.id },
        body: { name: v.name, role: v.role, employeeId, disabled: v.disabled },
      });
      if (v.password) await callApi(usersApi.resetPassword, { params: { id: user.id }, body: { password: v.password } });
      return saved;
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: authKeys.users() });
      notifySuccess(user ? 'User saved' : 'User added', saved.name);
      onClose();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) notifyError(error.message);
    },
  });

  return (
    <FormModal opened={opened} onClose={onClose} title={user ? `Edit ${user.name}` : 'Add User'} size="md">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack gap="md">
          <TextInput label="Username" required disabled={!!user} autoCapitalize="none" {...form.getInputProps('username')} />
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Select label="Role" required data={roleOptions} allowDeselect={false} {...form.getInputProps('role')} />
          <Select
            label="Employee"
            description="A foreman sees the projects this employee is on"
            placeholder="None"
            clearable
            searchable
            data={(employees.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            {...form.getInputProps('employeeId')}
          />
          <PasswordInput
            label={user ? 'New password' : 'Password'}
            required={!user}
            description={user ? `Leave blank to keep it; at least ${MIN_PASSWORD} characters` : `At least ${MIN_PASSWORD} characters`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          {user && <Switch label="Disabled (cannot sign in)" {...form.getInputProps('disabled', { type: 'checkbox' })} />}
          <Button type="submit" loading={save.isPending}>
            {user ? 'Save' : 'Add User'}
          </Button>
        </Stack>
      </form>
    </FormModal>
  );
}
