import type { HpcAllStudentSummary } from '@cue/contracts';
import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { fullName } from '../../../lib/person-name';
import { useHpcAllStudentSummary } from '../api/hpc-summaries';
import { dimensionShort } from '../../../lib/level-colors';
import { LevelBadge } from '../../../components/level-badge';
import { LevelLegend } from '../../../components/level-legend';
import { MatrixTable, stickyCell } from '../../../components/matrix-table';

const ALL = 'all';

function Cell({
  summary,
  cell,
}: {
  summary: HpcAllStudentSummary;
  cell: HpcAllStudentSummary['students'][number]['cells'][number] | undefined;
}) {
  const { t } = useTranslation();
  if (!cell || (cell.levels.length === 0 && cell.evidence_count === 0))
    return (
      <Text size="xs" c="dimmed" aria-label={t('hpc.matrix.notJudged')}>
        –
      </Text>
    );
  return (
    <Stack gap={2} align="flex-start">
      {cell.levels.map((level) => {
        const dimension = summary.scheme.dimensions.find((d) => d.key === level.dimension);
        return (
          <LevelBadge
            key={level.dimension}
            scheme={summary.scheme}
            level={level.level}
            prefix={dimension ? dimensionShort(dimension.label) : level.dimension}
            size="xs"
          />
        );
      })}
      <Text size="xs" c={cell.evidence_count === 0 ? 'red.9' : 'dimmed'}>
        {t('hpc.matrix.evidence', { n: cell.evidence_count })}
      </Text>
    </Stack>
  );
}

/**
 * The class × competency matrix of a cycle: each child's levels per competency (a colour per
 * level, by order) and the evidence behind them, a domain at a time or all; the children's names
 * stay in view while the competencies scroll sideways.
 */
export function HpcClassMatrix({
  cycleId,
  cardHref,
}: {
  cycleId: string;
  cardHref: (studentId: string) => string;
}) {
  const { t } = useTranslation();
  const [domain, setDomain] = useState<string>(ALL);
  const query = useHpcAllStudentSummary(cycleId, domain === ALL ? null : domain);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError title={t('hpc.matrix.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  const summary = query.data;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('hpc.matrix.domain')}
          data={[
            { value: ALL, label: t('hpc.matrix.allDomains') },
            ...summary.domains.map((d) => ({ value: d.code, label: d.title })),
          ]}
          value={domain}
          onChange={(value) => value && setDomain(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
        />
        <LevelLegend scheme={summary.scheme} />
      </Group>
      {summary.students.length === 0 ? (
        <Text c="dimmed">{t('hpc.list.empty')}</Text>
      ) : summary.competencies.length === 0 ? (
        <Text c="dimmed">{t('hpc.matrix.noCompetencies')}</Text>
      ) : (
        <MatrixTable label={t('hpc.matrix.label', { cycle: summary.cycle.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={stickyCell}>{t('hpc.matrix.child')}</Table.Th>
              {summary.competencies.map((competency) => (
                <Table.Th key={competency.code} style={{ minWidth: 120, verticalAlign: 'bottom' }}>
                  <Text size="xs" fw={600}>
                    <bdi>{competency.code}</bdi>
                  </Text>
                  {/* Two lines of the title; the whole of it on hover. */}
                  <Text size="xs" c="dimmed" fw={400} lineClamp={2} maw={200} title={competency.title}>
                    {competency.title}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.students.map((row) => (
              <Table.Tr key={row.student._id}>
                <Table.Th scope="row" style={stickyCell}>
                  <Anchor component={Link} to={cardHref(row.student._id)} size="sm">
                    {fullName(row.student)}
                  </Anchor>
                </Table.Th>
                {summary.competencies.map((competency, index) => (
                  <Table.Td key={competency.code} style={{ verticalAlign: 'top' }}>
                    <Cell
                      summary={summary}
                      // Cells come in column order; matched by code in case they do not.
                      cell={
                        row.cells[index]?.competency === competency.code
                          ? row.cells[index]
                          : row.cells.find((candidate) => candidate.competency === competency.code)
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </MatrixTable>
      )}
    </Stack>
  );
}
