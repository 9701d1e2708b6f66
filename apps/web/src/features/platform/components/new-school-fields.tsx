import { PHONE_COUNTRY_PREFIX, freeTextLimits } from '@cue/contracts';
import { Fieldset, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneChoices } from '../../../lib/time-zones';
import type { NewSchoolForm } from '../hooks/use-new-school-form';

/**
 * The school (name, time zone, writing direction) and its first admin (name, phone, email): the
 * fields the setup link's page and the platform admin's "Add school" share. Every field has a
 * label, so the form can be driven by name.
 */
export function NewSchoolFields({ form, disabled }: { form: NewSchoolForm; disabled: boolean }) {
  const { t } = useTranslation();
  const { values, errors, set } = form;
  const zones = useMemo(() => timeZoneChoices(values.time_zone), [values.time_zone]);
  return (
    <Stack gap="md">
      <Fieldset legend={t('platform.form.schoolLegend')} disabled={disabled} variant="unstyled">
        <Stack gap="sm">
          <TextInput
            label={t('platform.form.schoolName')}
            value={values.school_name}
            onChange={(event) => set('school_name', event.currentTarget.value)}
            error={errors.school_name}
            maxLength={freeTextLimits.title}
            required
          />
          <Select
            label={t('platform.form.timeZone')}
            description={t('platform.form.timeZoneHint')}
            data={zones}
            value={values.time_zone}
            onChange={(zone) => zone && set('time_zone', zone)}
            error={errors.time_zone}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('platform.form.noTimeZone')}
            limit={100}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="editor-direction-label">
              {t('platform.form.editorDirection')}
            </Text>
            <SegmentedControl
              aria-labelledby="editor-direction-label"
              value={values.editor_direction}
              onChange={(direction) => set('editor_direction', direction as 'l2r' | 'r2l')}
              data={[
                { value: 'l2r', label: t('platform.form.leftToRight') },
                { value: 'r2l', label: t('platform.form.rightToLeft') },
              ]}
              fullWidth
              disabled={disabled}
            />
          </Stack>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('platform.form.adminLegend')} disabled={disabled} variant="unstyled">
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              miw={160}
              label={t('platform.form.adminFirstName')}
              autoComplete="off"
              value={values.admin_first_name}
              onChange={(event) => set('admin_first_name', event.currentTarget.value)}
              error={errors.admin_first_name}
              maxLength={freeTextLimits.title}
              required
            />
            <TextInput
              miw={160}
              label={t('platform.form.adminLastName')}
              autoComplete="off"
              value={values.admin_last_name}
              onChange={(event) => set('admin_last_name', event.currentTarget.value)}
              error={errors.admin_last_name}
              maxLength={freeTextLimits.title}
            />
          </Group>
          <TextInput
            label={t('platform.form.adminPhone')}
            description={t('platform.form.adminPhoneHint')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            leftSection={
              // <bdi dir="ltr">: in Arabic and Hebrew the prefix still reads "+91", not "91+".
              <Text component="bdi" dir="ltr" c="dimmed" lh={1}>
                {`+${PHONE_COUNTRY_PREFIX}`}
              </Text>
            }
            leftSectionWidth={48}
            value={values.admin_phone}
            onChange={(event) => set('admin_phone', event.currentTarget.value)}
            error={errors.admin_phone}
            required
          />
          <TextInput
            label={t('platform.form.adminEmail')}
            type="email"
            autoComplete="off"
            value={values.admin_email}
            onChange={(event) => set('admin_email', event.currentTarget.value)}
            error={errors.admin_email}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
