import type { Gradebook, GradebookCell, HpcCompetencyRef, HpcScheme } from '@cue/contracts';
import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/level-badge';
import { LevelLegend } from '../../../components/level-legend';
import { LoadError } from '../../../components/load-error';
import { MatrixTable, stickyCell } from '../../../components/matrix-table';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { dimensionShort, findLevel, levelStyle } from '../../../lib/level-colors';
import { showError } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { exportGradebook, type GradebookExportFormat } from '../api/export-gradebook';
import { useGradebook, useSetGradebookCell } from '../api/gradebook';

const ALL = 'all';

type Row = Gradebook['students'][number];

/** One dimension of a cell: a level select in the current cycle, else the latest level read only. */
function DimensionCell({
  grid,
  row,
  competency,
  dimension,
  cell,
  scheme,
  editable,
  onSet,
}: {
  grid: Gradebook;
  row: Row;
  competency: HpcCompetencyRef;
  dimension: { key: string; label: string };
  cell: GradebookCell | undefined;
  scheme: HpcScheme | undefined;
  editable: boolean;
  onSet: (level: string | null) => void;
}) {
  const { t } = useTranslation();
  const latest = cell?.levels.find((level) => level.dimension === dimension.key);
  const short = dimensionShort(dimension.label);
  const latestScheme = latest
    ? grid.schemes.find((s) => s.key === grid.cycles.find((c) => c._id === latest.cycle_id)?.scheme)
    : undefined;
  const inCurrent = latest && latest.cycle_id === grid.current_cycle_id ? latest.level : '';

  if (!editable || !scheme) {
    if (!latest || !latestScheme)
      return (
        <Text size="xs" c="dimmed">
          {short} –
        </Text>
      );
    return <LevelBadge scheme={latestScheme} level={latest.level} prefix={short} size="xs" />;
  }
  const found = inCurrent ? findLevel(scheme, inCurrent) : null;
  const earlier = latest && !inCurrent ? latest : null;
  const label = t('gradebook.cellLabel', {
    child: fullName(row.student),
    competency: competency.code,
    dimension: dimension.label,
  });
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed" aria-hidden w={28}>
        {short}
      </Text>
      <select
        aria-label={label}
        value={inCurrent}
        onChange={(event) => onSet(event.currentTarget.value || null)}
        style={{
          minHeight: 32,
          maxWidth: 120,
          fontSize: 'var(--mantine-font-size-xs)',
          borderRadius: 'var(--mantine-radius-sm)',
          border: '1px solid var(--mantine-color-default-border)',
          padding: '2px 4px',
          ...(found ? levelStyle(found.index, found.count) : { background: 'var(--mantine-color-body)' }),
        }}
      >
        <option value="">–</option>
        {scheme.levels.map((level) => (
          <option key={level.key} value={level.key}>
            {level.label}
          </option>
        ))}
      </select>
      {earlier && latestScheme && (
        <span
          title={t('gradebook.earlier', {
            cycle: grid.cycles.find((c) => c._id === earlier.cycle_id)?.name ?? '',
          })}
        >
          <LevelBadge scheme={latestScheme} level={earlier.level} size="xs" />
        </span>
      )}
    </Group>
  );
}

/**
 * The gradebook of a class: its children × the competencies of its framework (a domain at a
 * time, or all), each cell the latest level per dimension and the evidence count. In the current
 * term a cell is a level select: the choice shows at once, and is put back with the server's
 * message if refused. CSV and Excel exports of what is shown.
 */
export function GradebookGrid({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const grid = useGradebook(classId);
  const setCell = useSetGradebookCell(classId);
  const [domain, setDomain] = useState<string | null>(null);
  const [exporting, setExporting] = useState<GradebookExportFormat | null>(null);

  if (grid.isPending) return <PageLoader />;
  if (grid.isError)
    return (
      <LoadError title={t('gradebook.loadError')} error={grid.error} onRetry={() => void grid.refetch()} />
    );
  const data = grid.data;
  // A domain at a time by default: the whole framework is hundreds of columns.
  const shownDomain = domain ?? data.domains[0]?.code ?? ALL;
  const columns = data.competencies.filter((c) => shownDomain === ALL || c.domain === shownDomain);
  const current = data.cycles.find((cycle) => cycle._id === data.current_cycle_id) ?? null;
  const scheme = current ? data.schemes.find((s) => s.key === current.scheme) : undefined;

  const download = (format: GradebookExportFormat) => {
    setExporting(format);
    exportGradebook(classId, format, shownDomain === ALL ? null : shownDomain)
      .catch((error: unknown) => showError(errorMessage(error)))
      .finally(() => setExporting(null));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('gradebook.domain')}
          data={[
            ...data.domains.map((d) => ({ value: d.code, label: d.title })),
            { value: ALL, label: t('gradebook.allDomains') },
          ]}
          value={shownDomain}
          onChange={(value) => value && setDomain(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
        />
        <Group gap="xs">
          <Button variant="default" loading={exporting === 'csv'} onClick={() => download('csv')}>
            {t('gradebook.exportCsv')}
          </Button>
          <Button variant="default" loading={exporting === 'xlsx'} onClick={() => download('xlsx')}>
            {t('gradebook.exportExcel')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {current ? t('gradebook.editingIn', { cycle: current.name }) : t('gradebook.readOnly')}
      </Text>
      {scheme && <LevelLegend scheme={scheme} />}
      {setCell.isError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setCell.reset()}>
          {t('gradebook.notSaved', { message: errorMessage(setCell.error) })}
        </Alert>
      )}
      {data.students.length === 0 ? (
        <Text c="dimmed">{t('gradebook.noChildren')}</Text>
      ) : columns.length === 0 ? (
        <Text c="dimmed">{t('gradebook.noCompetencies')}</Text>
      ) : (
        <MatrixTable label={t('gradebook.label', { className: data.class.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={stickyCell}>{t('gradebook.child')}</Table.Th>
              {columns.map((competency) => (
                <Table.Th key={competency.code} style={{ minWidth: 150, verticalAlign: 'bottom' }}>
                  <Text size="xs" fw={600}>
                    <bdi>{competency.code}</bdi>
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2} maw={200} title={competency.title}>
                    {competency.title}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.students.map((row) => {
              const editable =
                data.current_cycle_id !== null && (row.current_status ?? 'in_progress') === 'in_progress';
              return (
                <Table.Tr key={row.student._id}>
                  <Table.Th scope="row" style={stickyCell}>
                    <Text size="sm">{fullName(row.student)}</Text>
                    {row.current_status && row.current_status !== 'in_progress' && (
                      <Text size="xs" c="dimmed">
                        {t(`gradebook.status.${row.current_status}`)}
                      </Text>
                    )}
                  </Table.Th>
                  {columns.map((competency) => {
                    const cell = row.cells.find((candidate) => candidate.competency === competency.code);
                    return (
                      <Table.Td key={competency.code} style={{ verticalAlign: 'top' }}>
                        <Stack gap={4}>
                          {competency.dimensions.map((dimensionKey) => {
                            const dimension = (scheme ?? data.schemes[0])?.dimensions.find(
                              (d) => d.key === dimensionKey,
                            ) ?? { key: dimensionKey, label: dimensionKey };
                            return (
                              <DimensionCell
                                key={dimensionKey}
                                grid={data}
                                row={row}
                                competency={competency}
                                dimension={dimension}
                                cell={cell}
                                scheme={scheme}
                                editable={editable}
                                onSet={(level) =>
                                  setCell.mutate({
                                    student_id: row.student._id,
                                    competency: competency.code,
                                    dimension: dimensionKey,
                                    level,
                                  })
                                }
                              />
                            );
                          })}
                          <Text size="xs" c={cell && cell.evidence_count > 0 ? 'dimmed' : 'red.9'}>
                            {t('gradebook.evidence', { n: cell?.evidence_count ?? 0 })}
                          </Text>
                        </Stack>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </MatrixTable>
      )}
    </Stack>
  );
}
