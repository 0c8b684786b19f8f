import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconRuler2 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../domain/api/accounts';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { authKeys, forgetAllButSession } from './auth-keys';

/**
 * The sign-in screen (issue 16). When the server has no user yet it asks for the one-time setup code from
 * the server's log and creates the owner instead.
 */
export function SignInPage({ setup }: { setup: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { username: '', password: '', name: '', code: '' } });
  const submit = useMutation({
    mutationFn: (v: typeof form.values) =>
      setup
        ? callApi(authApi.setup, { body: { code: v.code, username: v.username, name: v.name, password: v.password } })
        : callApi(authApi.login, { body: { username: v.username, password: v.password } }),
    onSuccess: (session) => {
      forgetAllButSession(queryClient);
      queryClient.setQueryData(authKeys.session(), session);
    },
  });
  const message = submit.error instanceof ApiError ? (submit.error.serverMessage ?? submit.error.message) : submit.error?.message;

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-default-hover)">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <form onSubmit={form.onSubmit((v) => submit.mutate(v))}>
          <Stack gap="md">
            <Stack gap="xs" align="center">
              <ThemeIcon size={44} radius="md" variant="gradient" gradient={{ from: 'indigo.8', to: 'blue.6', deg: 135 }}>
                <IconRuler2 size={26} aria-hidden />
              </ThemeIcon>
              <Title order={1} size="h3">
                {setup ? 'Create the owner' : 'Sign in to Plumbline'}
              </Title>
              {setup && (
                <Text size="sm" c="dimmed" ta="center">
                  Enter the one-time setup code printed in the server's log at its start.
                </Text>
              )}
            </Stack>
            {message && (
              <Alert color="red" icon={<IconAlertCircle />} role="alert">
                {message}
              </Alert>
            )}
            {setup && <TextInput label="Setup code" required autoComplete="one-time-code" {...form.getInputProps('code')} />}
            {setup && <TextInput label="Your name" required autoComplete="name" {...form.getInputProps('name')} />}
            <TextInput label="Username" required autoComplete="username" autoCapitalize="none" {...form.getInputProps('username')} />
            <PasswordInput
              label="Password"
              required
              autoComplete={setup ? 'new-password' : 'current-password'}
              description={setup ? 'At least 10 characters' : undefined}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={submit.isPending} fullWidth>
              {setup ? 'Create owner and sign in' : 'Sign in'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
