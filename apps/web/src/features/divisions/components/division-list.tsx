import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { Division } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useDeleteDivision } from '../api/delete-division';
import { useDivisions } from '../api/get-divisions';
import { useSaveDivision } from '../api/save-division';

/** School setup `school-division`: add, rename and delete the divisions that group classes. */
export function DivisionList() {
  const { t } = useTranslation();
  const divisions = useDivisions();
  const [toDelete, setToDelete] = useState<Division | null>(null);
  const remove = useDeleteDivision();

  if (divisions.isPending) return <PageLoader />;
  if (divisions.isError)
    return <LoadError error={divisions.error} onRetry={() => void divisions.refetch()} />;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => showSuccess(t('divisions.deleted')),
      // A division that still groups classes is refused with the server's reason.
      onError: (error) => showError(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack gap="md">
      <DivisionNameForm division={null} />
      {divisions.data.length === 0 ? (
        <Text c="dimmed">{t('divisions.empty')}</Text>
      ) : (
        divisions.data.map((division) => (
          <Paper key={division._id} withBorder p="sm" radius="md">
            <DivisionRow division={division} onDelete={() => setToDelete(division)} />
          </Paper>
        ))
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('divisions.confirmDelete.title')}
        body={t('divisions.confirmDelete.body', { name: toDelete?.name ?? '' })}
        confirmLabel={t('divisions.delete')}
        cancelLabel={t('divisions.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

function DivisionRow({ division, onDelete }: { division: Division; onDelete: () => void }) {
  const { t } = useTranslation();
  const [isRenaming, setIsRenaming] = useState(false);
  if (isRenaming) return <DivisionNameForm division={division} onDone={() => setIsRenaming(false)} />;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={500} truncate dir="auto">
          {division.name}
        </Text>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {t('divisions.classCount', { count: division.class_count })}
        </Badge>
      </Group>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setIsRenaming(true)}>
          {t('divisions.rename')}
        </Button>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('divisions.deleteNamed', { name: division.name })}
          onClick={onDelete}
        >
          ×
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** A new division's name (division null), or a division's new name; the server's error shows at the field. */
function DivisionNameForm({ division, onDone }: { division: Division | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(division?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDivision();

  const submit = () => {
    if (!name.trim()) {
      setError(t('divisions.nameRequired'));
      return;
    }
    save.mutate(
      { id: division?._id ?? null, name },
      {
        onSuccess: () => {
          showSuccess(t(division ? 'divisions.renamed' : 'divisions.created'));
          if (!division) setName('');
          onDone?.();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Group
      align="flex-start"
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        aria-label={t('divisions.name')}
        placeholder={t('divisions.namePlaceholder')}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        style={{ flex: 1, minWidth: 180 }}
      />
      <Button type="submit" loading={save.isPending}>
        {division ? t('divisions.saveName') : t('divisions.add')}
      </Button>
      {onDone && (
        <Button variant="default" onClick={onDone}>
          {t('divisions.cancel')}
        </Button>
      )}
    </Group>
  );
}
