import { isValidNationalPhone, sanitizePhoneInput, type Family } from '@cue/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useEditParent } from '../api/edit-parent';

/** An admin corrects a parent's name, phone or email; a phone or email of another person is refused at its field. */
export function EditParentModal({ family, onClose }: { family: Family; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    first_name: family.first_name,
    last_name: family.last_name,
    phone: family.phone ?? '',
    email: family.email ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditParent();
  const set = (change: Partial<typeof values>) => setValues((v) => ({ ...v, ...change }));

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!values.first_name.trim()) problems.first_name = t('students.errors.required');
    if (!values.last_name.trim()) problems.last_name = t('students.errors.required');
    if (!isValidNationalPhone(values.phone)) problems.phone = t('students.errors.phone');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    edit.mutate(
      {
        parentId: family.parent_id,
        input: { ...values, email: values.email.trim() || null },
      },
      {
        onSuccess: () => {
          showSuccess(t('students.editor.saved', { name: `${values.first_name} ${values.last_name}` }));
          onClose();
        },
        onError: (failure) => {
          const message = errorMessage(failure);
          if (isApiError(failure) && failure.field) setErrors({ [failure.field]: message });
          else showError(message);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('students.families.editTitle', { name: fullName(family) })}>
      <Stack gap="md">
        <TextInput
          label={t('students.editor.firstName')}
          value={values.first_name}
          onChange={(e) => set({ first_name: e.currentTarget.value })}
          error={errors.first_name}
          required
        />
        <TextInput
          label={t('students.editor.lastName')}
          value={values.last_name}
          onChange={(e) => set({ last_name: e.currentTarget.value })}
          error={errors.last_name}
          required
        />
        <TextInput
          label={t('students.editor.phone')}
          value={values.phone}
          onChange={(e) => set({ phone: sanitizePhoneInput(e.currentTarget.value) })}
          error={errors.phone}
          inputMode="numeric"
          dir="ltr"
          required
        />
        <TextInput
          label={t('students.editor.email')}
          value={values.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          error={errors.email}
          type="email"
          dir="ltr"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            {t('students.families.cancel')}
          </Button>
          <Button onClick={submit} loading={edit.isPending}>
            {t('students.editor.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
