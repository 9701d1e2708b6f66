import { importRowStatuses, type ImportPreview, type ImportRowStatus } from '@cue/contracts';
import { Badge, Chip, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const rowStatusColors: Record<ImportRowStatus, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
};

type Filter = ImportRowStatus | 'all';

/** The preview's rows, filterable by status; error rows say why, updates say what changes. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  // Errors first when there are any: they are what the office has to act on.
  const [filter, setFilter] = useState<Filter>(preview.summary.error > 0 ? 'error' : 'all');
  const rows = filter === 'all' ? preview.rows : preview.rows.filter((row) => row.status === filter);
  return (
    <>
      <Chip.Group value={filter} onChange={(value) => setFilter(value as Filter)}>
        <Group gap="xs" aria-label={t('imports.filter.label')} role="group">
          <Chip value="all" size="sm">
            {t('imports.filter.all', { count: preview.rows.length })}
          </Chip>
          {importRowStatuses.map((status) => (
            <Chip key={status} value={status} size="sm" color={rowStatusColors[status]}>
              {t(`imports.filter.${status}`, { count: preview.summary[status] })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('imports.noRows')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520} mah={480}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('imports.columns.row')}</Table.Th>
                <Table.Th>{t('imports.columns.name')}</Table.Th>
                <Table.Th>{t('imports.columns.status')}</Table.Th>
                <Table.Th>{t('imports.columns.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td>
                    {/* The whole word: a long Details cell squeezed it to "ERR…" on a phone. */}
                    <Badge
                      color={rowStatusColors[row.status]}
                      variant="light"
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {t(`imports.rowStatus.${row.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {row.errors.map((problem) => (
                      <Text key={`${problem.field}:${problem.message}`} size="sm" c="red">
                        <bdi>{problem.field}</bdi>: {problem.message}
                      </Text>
                    ))}
                    {row.changes.length > 0 && (
                      <Text size="sm" c="dimmed">
                        {t('imports.changes', { columns: row.changes.join(', ') })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
