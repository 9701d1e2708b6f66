import { isValidNationalPhone, sanitizePhoneInput, type StaffMember } from '@cue/contracts';
import { Button, Drawer, Group, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useStaffClasses } from '../../classes/api/get-staff-classes';
import { useRoles } from '../../roles/api/list-roles';
import { useInviteStaff } from '../api/invite-staff';
import { useUpdateStaff } from '../api/update-staff';
import {
  staffFormFieldOf,
  staffFormValues,
  type StaffFormField,
  type StaffFormValues,
} from '../staff-form-fields';

type FieldErrors = Partial<Record<StaffFormField, string>>;

/**
 * Invite (member null) or edit a staff member in a side drawer: name, phone (invite only: it is
 * their sign-in), email, Admin switch, role and classes. A refusal keeps what was typed and shows
 * the server's message at the field it names.
 */
export function StaffFormDrawer({
  opened,
  member,
  onClose,
}: {
  opened: boolean;
  member: StaffMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors 'right' in Arabic and Hebrew (the left), as the class and child drawers.
      position="right"
      size="md"
      title={
        member
          ? t('staffSetup.form.editTitle', { name: `${member.first_name} ${member.last_name}` })
          : t('staffSetup.form.inviteTitle')
      }
    >
      {/* Mounted while open only: each opening starts from the member it opens on. */}
      <StaffForm key={member?._id ?? 'new'} member={member} onClose={onClose} />
    </Drawer>
  );
}

function StaffForm({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const classes = useStaffClasses();
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const [values, setValues] = useState<StaffFormValues>(() => staffFormValues(member));
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends StaffFormField>(key: K, value: StaffFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!values.firstName.trim()) found.firstName = t('staffSetup.form.required');
    if (!member && !isValidNationalPhone(values.phone)) found.phone = t('staffSetup.form.phoneInvalid');
    if (!values.roleId) found.roleId = t('staffSetup.form.required');
    return found;
  };

  const onError = (error: unknown) => {
    const field = isApiError(error) ? staffFormFieldOf(error.field) : null;
    if (field) setErrors((e) => ({ ...e, [field]: errorMessage(error) }));
    else showError(errorMessage(error));
  };

  const submit = () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const common = {
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email.trim() || null,
      admin: values.admin,
      role_id: values.roleId!,
      class_ids: values.classIds,
    };
    if (member) {
      update.mutate(
        { id: member._id, body: common },
        {
          onSuccess: () => {
            showSuccess(t('staffSetup.toasts.saved'));
            onClose();
          },
          onError,
        },
      );
    } else {
      invite.mutate(
        { ...common, phone: values.phone },
        {
          onSuccess: (created) => {
            showSuccess(
              t('staffSetup.toasts.invited', { name: `${created.first_name} ${created.last_name}` }),
            );
            onClose();
          },
          onError,
        },
      );
    }
  };

  const saving = invite.isPending || update.isPending;
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role._id, label: role.name }));
  const classOptions = (classes.data ?? []).map((c) => ({ value: c._id, label: c.class_name }));
  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t('staffSetup.form.firstName')}
        value={values.firstName}
        onChange={(e) => set('firstName', e.currentTarget.value)}
        error={errors.firstName}
        required
        autoComplete="off"
      />
      <TextInput
        label={t('staffSetup.form.lastName')}
        value={values.lastName}
        onChange={(e) => set('lastName', e.currentTarget.value)}
        error={errors.lastName}
        autoComplete="off"
      />
      {member ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('staffSetup.form.phone')}
          </Text>
          <Text dir="ltr">{member.phone ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {t('staffSetup.form.phoneFixed')}
          </Text>
        </Stack>
      ) : (
        <TextInput
          label={t('staffSetup.form.phone')}
          description={t('staffSetup.form.phoneHint')}
          value={values.phone}
          onChange={(e) => set('phone', sanitizePhoneInput(e.currentTarget.value))}
          error={errors.phone}
          inputMode="numeric"
          dir="ltr"
          required
        />
      )}
      <TextInput
        label={t('staffSetup.form.email')}
        type="email"
        value={values.email}
        onChange={(e) => set('email', e.currentTarget.value)}
        error={errors.email}
        dir="ltr"
      />
      <Switch
        label={t('staffSetup.form.admin')}
        description={t('staffSetup.form.adminHint')}
        checked={values.admin}
        onChange={(e) => set('admin', e.currentTarget.checked)}
      />
      <Select
        label={t('staffSetup.form.role')}
        placeholder={t('staffSetup.form.rolePlaceholder')}
        data={roleOptions}
        value={values.roleId}
        onChange={(value) => set('roleId', value)}
        error={errors.roleId ?? (roles.isError ? errorMessage(roles.error) : undefined)}
        disabled={roles.isPending}
        required
      />
      <MultiSelect
        label={t('staffSetup.form.classes')}
        description={t('staffSetup.form.classesHint')}
        placeholder={t('staffSetup.form.classesPlaceholder')}
        data={classOptions}
        value={values.classIds}
        onChange={(value) => set('classIds', value)}
        error={errors.classIds ?? (classes.isError ? errorMessage(classes.error) : undefined)}
        disabled={classes.isPending}
        searchable
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('staffSetup.form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {member ? t('staffSetup.form.submitEdit') : t('staffSetup.form.submitInvite')}
        </Button>
      </Group>
    </Stack>
  );
}
