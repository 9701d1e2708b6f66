import { freeTextLimits } from '@cue/contracts';
import { Button, Stack, TextInput, Title, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useCompleteFirstRun } from '../api/complete-first-run';
import { useNewSchoolForm } from '../hooks/use-new-school-form';
import { NewSchoolFields } from './new-school-fields';

/**
 * The first run's one form: the organization, the school and its first admin. A refusal naming a
 * field shows under it with everything typed kept; `onDone` when the school exists.
 */
export function SetupForm({
  token,
  onDone,
  onLinkDead,
}: {
  token: string;
  onDone: (schoolName: string) => void;
  /** The link was used (or replaced) while the form was open, or is not a link at all. */
  onLinkDead: (reason: 'used' | 'invalid') => void;
}) {
  const { t } = useTranslation();
  const form = useNewSchoolForm({ withOrganization: true });
  const setUp = useCompleteFirstRun();
  const { values, errors, set } = form;

  const submit = () => {
    if (!form.check()) return;
    setUp.mutate(
      { token, organization_name: values.organization_name, ...form.schoolInput() },
      {
        onSuccess: (created) => onDone(created.school.name),
        onError: (error) => {
          if (isApiError(error) && error.status === 410) onLinkDead('used');
          else if (isApiError(error) && error.status === 404) onLinkDead('invalid');
          else form.showServerError(error);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {t('platform.setup.title')}
          </Title>
          <Text c="dimmed">{t('platform.setup.intro')}</Text>
        </Stack>
        <TextInput
          label={t('platform.form.organizationName')}
          description={t('platform.form.organizationHint')}
          value={values.organization_name}
          onChange={(event) => set('organization_name', event.currentTarget.value)}
          error={errors.organization_name}
          maxLength={freeTextLimits.title}
          disabled={setUp.isPending}
          required
        />
        <NewSchoolFields form={form} disabled={setUp.isPending} />
        <Button type="submit" size="md" loading={setUp.isPending} fullWidth>
          {t('platform.setup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
