import type { Family } from '@cue/contracts';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useStudents } from '../../students/api/list-students';
import { useLinkChild } from '../api/link-child';

/** Links another child of the school to a parent: the child is found by name on the server. */
export function LinkChildModal({ family, onClose }: { family: Family; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const students = useStudents(debounced ? { search: debounced } : {});
  const [childId, setChildId] = useState<string | null>(null);
  const [relation, setRelation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const link = useLinkChild();
  const linked = new Set(family.children.map((child) => child._id));
  const options = (students.data?.students ?? [])
    .filter((student) => !linked.has(student._id))
    .map((student) => ({ value: student._id, label: fullName(student) }));

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!childId) problems.child_id = t('students.errors.required');
    if (!relation.trim()) problems.relation = t('students.errors.required');
    setErrors(problems);
    if (!childId || Object.keys(problems).length > 0) return;
    link.mutate(
      { parentId: family.parent_id, input: { child_id: childId, relation } },
      {
        onSuccess: () => {
          const child = options.find((option) => option.value === childId)?.label ?? '';
          showSuccess(t('students.families.linked', { child, name: fullName(family) }));
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
    <Modal opened onClose={onClose} title={t('students.families.linkTitle', { name: fullName(family) })}>
      <Stack gap="md">
        <Select
          label={t('students.families.child')}
          data={options}
          value={childId}
          onChange={setChildId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          error={errors.child_id}
          required
        />
        <TextInput
          label={t('students.families.relation')}
          value={relation}
          onChange={(event) => setRelation(event.currentTarget.value)}
          error={errors.relation}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={link.isPending}>
            {t('students.families.cancel')}
          </Button>
          <Button onClick={submit} loading={link.isPending}>
            {t('students.families.link')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
