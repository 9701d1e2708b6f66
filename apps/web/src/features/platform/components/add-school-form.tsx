import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/notify';
import { useCreateSchool } from '../api/create-school';
import { useNewSchoolForm } from '../hooks/use-new-school-form';
import { NewSchoolFields } from './new-school-fields';

/** Platform admins: a school of this organization with its first admin (who signs in next). */
export function AddSchoolForm({
  organization,
  onClose,
}: {
  organization: { _id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useNewSchoolForm({ withOrganization: false });
  const create = useCreateSchool();

  const submit = () => {
    if (!form.check()) return;
    create.mutate(
      { organization_id: organization._id, ...form.schoolInput() },
      {
        onSuccess: (created) => {
          showSuccess(
            t('platform.organizations.schoolAdded', {
              school: created.school.name,
              admin: `${created.admin.first_name} ${created.admin.last_name}`.trim(),
            }),
          );
          form.reset();
          onClose();
        },
        onError: form.showServerError,
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={3} fz="h5">
            {t('platform.organizations.addSchoolTo', { organization: organization.name })}
          </Title>
          <NewSchoolFields form={form} disabled={create.isPending} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose} disabled={create.isPending}>
              {t('platform.organizations.cancel')}
            </Button>
            <Button type="submit" h={44} loading={create.isPending}>
              {t('platform.organizations.createSchool')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
