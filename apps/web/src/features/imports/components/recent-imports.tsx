import type { SchoolImport } from '@cue/contracts';
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeAndDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useImports } from '../api/list-imports';
import { useUndoImport } from '../api/undo-import';

const statusColors = { previewed: 'gray', committed: 'green', undone: 'orange' } as const;

/** The school's recent imports (who, when, counts) with Undo while it is offered, after a confirmation. */
export function RecentImports() {
  const { t } = useTranslation();
  const imports = useImports();
  const undo = useUndoImport();
  const [toUndo, setToUndo] = useState<SchoolImport | null>(null);

  const confirmUndo = () => {
    if (!toUndo) return;
    undo.mutate(toUndo._id, {
      onSuccess: () => showSuccess(t('imports.undone')),
      // e.g. an imported parent has signed in since: the server's sentence says so.
      onError: (error) => showError(errorMessage(error)),
      onSettled: () => setToUndo(null),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('imports.recent.heading')}
        </Title>
        {imports.isPending && <Loader size="sm" />}
        {imports.isError && <Text c="red">{errorMessage(imports.error)}</Text>}
        {imports.data?.length === 0 && <Text c="dimmed">{t('imports.recent.empty')}</Text>}
        {imports.data && imports.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('imports.recent.file')}</Table.Th>
                  <Table.Th>{t('imports.recent.by')}</Table.Th>
                  <Table.Th>{t('imports.recent.when')}</Table.Th>
                  <Table.Th>{t('imports.recent.counts')}</Table.Th>
                  <Table.Th>{t('imports.recent.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {imports.data.map((item) => (
                  <Table.Tr key={item._id}>
                    <Table.Td>
                      <bdi>{item.file_name}</bdi>
                      <Text size="xs" c="dimmed">
                        {t(`imports.kind.${item.kind}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{`${item.created_by.first_name} ${item.created_by.last_name}`}</Table.Td>
                    <Table.Td>{formatTimeAndDate(item.committed_at ?? item.created_at)}</Table.Td>
                    <Table.Td>{t('imports.recent.countsValue', item.summary)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[item.status]} variant="light">
                        {t(`imports.importStatus.${item.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {item.undo_until && (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" color="red" variant="light" onClick={() => setToUndo(item)}>
                            {t('imports.undo')}
                          </Button>
                          <Text size="xs" c="dimmed">
                            {t('imports.recent.undoUntil', { time: formatTimeAndDate(item.undo_until) })}
                          </Text>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={toUndo !== null} onClose={() => setToUndo(null)} title={t('imports.undoTitle')}>
        <Stack gap="md">
          <Text>{t('imports.undoBody', { file: toUndo?.file_name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToUndo(null)} disabled={undo.isPending}>
              {t('imports.undoCancel')}
            </Button>
            <Button color="red" onClick={confirmUndo} loading={undo.isPending}>
              {t('imports.undoConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
