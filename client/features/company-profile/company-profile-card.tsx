import { Alert, Button, Card, FileButton, Group, Image, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyProfileApi } from '../../../domain/api/company-profile';
import { type CompanyProfile, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '../../../domain/company-profile';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { LoadError } from '../../lib/ui/load-error';
import { companyProfileKeys } from './company-profile-keys';

type Values = { name: string; address: string; phone: string; email: string; licenseNumber: string };
const valuesOf = (p: CompanyProfile | undefined): Values => ({
  name: p?.name ?? '',
  address: p?.address ?? '',
  phone: p?.phone ?? '',
  email: p?.email ?? '',
  licenseNumber: p?.licenseNumber ?? '',
});

function ProfileForm({ profile, canEdit }: { profile: CompanyProfile; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: valuesOf(profile),
    validate: { name: (v) => (v.trim() ? null : 'Company name is required') },
  });
  const refresh = () => invalidateAfterWrite(queryClient, 'configurations');
  const save = useMutation({ mutationFn: (body: Values) => callApi(companyProfileApi.save, { body }), onSuccess: refresh });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.append('logo', file);
      return callApi(companyProfileApi.uploadLogo, { form: data });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => callApi(companyProfileApi.removeLogo, { body: {} }), onSuccess: refresh });

  const onLogo = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_LOGO_BYTES) return notifyError(LOGO_TOO_LARGE, 'Logo not uploaded');
    upload.mutate(file, {
      onSuccess: () => notifySuccess('Logo uploaded', 'It now heads your documents.'),
      onError: (e) => notifyError(errorMessage(e, 'Could not upload the logo'), 'Logo not uploaded'),
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => {
            form.resetDirty(values);
            notifySuccess('Company profile saved', 'Your documents and e-mails now carry it.');
          },
          onError: (error) => {
            form.setErrors(serverFieldErrors(error));
            notifyError(error instanceof Error ? error.message : 'Could not save the company profile');
          },
        }),
      )}
    >
      <Stack gap="sm">
        <TextInput label="Company name" withAsterisk autoComplete="organization" disabled={!canEdit} {...form.getInputProps('name')} />
        <Textarea
          label="Address"
          autosize
          minRows={2}
          autoComplete="street-address"
          disabled={!canEdit}
          {...form.getInputProps('address')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Phone" type="tel" autoComplete="tel" disabled={!canEdit} miw={160} {...form.getInputProps('phone')} />
          <TextInput label="E-mail" type="email" autoComplete="email" disabled={!canEdit} miw={160} {...form.getInputProps('email')} />
        </Group>
        <TextInput
          label="License number"
          description="Printed as “License …” on invoices, pay applications and reports"
          disabled={!canEdit}
          {...form.getInputProps('licenseNumber')}
        />
        <Group gap="md" align="center" wrap="wrap">
          {profile.logoUpdatedAt ? (
            <Image
              src={`/api/company-profile/logo?v=${encodeURIComponent(profile.logoUpdatedAt)}`}
              alt={`${profile.name ?? 'Company'} logo`}
              h={56}
              w="auto"
              fit="contain"
              radius="sm"
            />
          ) : (
            <Text size="sm" c="dimmed">
              No logo yet (PNG or JPEG under 2MB).
            </Text>
          )}
          {canEdit && (
            <FileButton onChange={onLogo} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />} loading={upload.isPending}>
                  {profile.logoUpdatedAt ? 'Replace logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
          )}
          {canEdit && profile.logoUpdatedAt && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Remove logo
            </Button>
          )}
        </Group>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save company profile
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Settings → Company profile (issue 39): the name, address, phone, e-mail, license and logo on every document. */
export function CompanyProfileCard({ canEdit }: { canEdit: boolean }) {
  const profile = useQuery({ queryKey: companyProfileKeys.all, queryFn: () => callApi(companyProfileApi.get, {}) });
  return (
    <Card component="section" aria-labelledby="company-profile-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="company-profile-title">
            Company profile
          </Title>
          <Text size="sm" c="dimmed">
            Heads your pay stubs, invoices, pay applications, reports, e-mails and shared snapshots.
          </Text>
        </div>
        {profile.isPending ? (
          <Stack gap="sm" aria-label="Loading the company profile">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : profile.isError ? (
          <LoadError title="Could not load the company profile" error={profile.error} onRetry={() => profile.refetch()} />
        ) : (
          <>
            {!profile.data.isSet && (
              <Alert variant="light" color="blue" icon={<IconBuildingStore />} title="Add your company’s details">
                {canEdit
                  ? 'Until you do, documents are headed “Plumbline”. Enter your company’s name, address and license number so clients see who they deal with.'
                  : 'Until the owner enters them, documents are headed “Plumbline”.'}
              </Alert>
            )}
            <ProfileForm key={profile.data.name ?? 'blank'} profile={profile.data} canEdit={canEdit} />
          </>
        )}
      </Stack>
    </Card>
  );
}
