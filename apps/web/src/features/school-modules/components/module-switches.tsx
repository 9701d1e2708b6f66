import { schoolModuleGroups, type SchoolModule, type SchoolModuleGroup } from '@cue/contracts';
import { Card, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useSchoolSettings } from '../../schools/api/get-school-settings';
import { useUpdateSchoolSettings } from '../api/update-school-settings';

/** The module a failed save names (`school_permissions.<module>`), to show its message at that switch. */
const moduleOfField = (field: string | undefined) => field?.match(/^school_permissions\.(\w+)$/)?.[1];

/**
 * permissions/settings: the school's modules as switches, grouped as an office thinks of them.
 * Each switch saves at once; a refusal is shown at the switch it concerns and the switch stays as
 * the server has it.
 */
export function ModuleSwitches() {
  const { t } = useTranslation();
  const settings = useSchoolSettings();
  const update = useUpdateSchoolSettings();
  const [fieldError, setFieldError] = useState<{ module: string; message: string } | null>(null);

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const switches = settings.data.school_permissions;

  const toggle = (module: SchoolModule, enabled: boolean) => {
    setFieldError(null);
    const name = t(`schoolModules.modules.${module}.name`);
    update.mutate(
      { [module]: { enabled } },
      {
        onSuccess: () =>
          showSuccess(t(enabled ? 'schoolModules.switchedOn' : 'schoolModules.switchedOff', { name })),
        onError: (error) => {
          const named = isApiError(error) ? moduleOfField(error.field) : undefined;
          if (named) setFieldError({ module: named, message: errorMessage(error) });
          else showError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      {(Object.entries(schoolModuleGroups) as [SchoolModuleGroup, readonly SchoolModule[]][]).map(
        ([group, modules]) => (
          <Card key={group} withBorder padding="md" component="section" aria-labelledby={`modules-${group}`}>
            <Title order={2} size="h4" id={`modules-${group}`} mb="sm">
              {t(`schoolModules.groups.${group}`)}
            </Title>
            <Stack gap="md">
              {modules.map((module) => {
                const saving = update.isPending && update.variables[module] !== undefined;
                return (
                  <Switch
                    key={module}
                    checked={switches[module].enabled}
                    disabled={update.isPending}
                    onChange={(event) => toggle(module, event.currentTarget.checked)}
                    label={t(`schoolModules.modules.${module}.name`)}
                    description={
                      saving ? t('schoolModules.saving') : t(`schoolModules.modules.${module}.description`)
                    }
                    error={fieldError?.module === module ? fieldError.message : undefined}
                  />
                );
              })}
            </Stack>
          </Card>
        ),
      )}
    </Stack>
  );
}
