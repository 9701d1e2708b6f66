import { freeTextLimits } from '@cue/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useCreateOrganization } from '../api/create-organization';
import { withoutFieldName } from '../hooks/use-new-school-form';

/** Platform admins: a new organization (school group) by name. */
export function AddOrganizationForm() {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (name.trim() === '') {
      setError(t('platform.form.errors.required'));
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: (organization) => {
        setName('');
        showSuccess(t('platform.organizations.organizationAdded', { name: organization.name }));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.field === 'name')
          setError(withoutFieldName(errorMessage(failure), 'name'));
        else showError(errorMessage(failure));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          flex="1 1 220px"
          label={t('platform.organizations.newOrganizationName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={freeTextLimits.title}
          disabled={create.isPending}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} h={44} loading={create.isPending}>
          {t('platform.organizations.addOrganization')}
        </Button>
      </Group>
    </form>
  );
}
