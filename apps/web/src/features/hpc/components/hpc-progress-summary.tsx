import type { HpcProgressSummary } from '@cue/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useHpcProgressSummary } from '../api/hpc-summaries';
import { dimensionShort } from '../../../lib/level-colors';
import { HpcStatusBadge } from './hpc-status-badge';
import { LevelBadge } from '../../../components/level-badge';
import { MatrixTable, stickyCell } from '../../../components/matrix-table';

/** The competencies in framework order, a domain heading row before each domain's first. */
function groupedByDomain(summary: HpcProgressSummary) {
  const groups: { code: string; title: string; competencies: HpcProgressSummary['competencies'] }[] = [];
  for (const competency of summary.competencies) {
    const last = groups[groups.length - 1];
    if (last && last.code === competency.domain) last.competencies.push(competency);
    else groups.push({ code: competency.domain, title: competency.domain_title, competencies: [competency] });
  }
  return groups;
}

/**
 * One child across the class's cycles: per competency judged in any cycle, each cycle's levels per
 * dimension (a colour per level by its order in that cycle's scheme), to see growth over the year.
 */
export function HpcProgressSummaryView({ studentId, classId }: { studentId: string; classId: string }) {
  const { t } = useTranslation();
  const query = useHpcProgressSummary(studentId, classId);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError
        title={t('hpc.progress.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const summary = query.data;
  if (summary.cycles.length === 0) return <Text c="dimmed">{t('assessment.cycles.none')}</Text>;
  if (summary.competencies.length === 0) return <Text c="dimmed">{t('hpc.progress.empty')}</Text>;
  const schemeOf = (schemeKey: string) => summary.schemes.find((scheme) => scheme.key === schemeKey);

  return (
    <MatrixTable label={t('hpc.progress.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th style={stickyCell}>{t('hpc.progress.competency')}</Table.Th>
          {summary.cycles.map(({ cycle, status }) => (
            <Table.Th key={cycle._id} style={{ minWidth: 130, verticalAlign: 'bottom' }}>
              <Stack gap={2} align="flex-start">
                <Text size="sm" fw={600}>
                  {cycle.name}
                </Text>
                <HpcStatusBadge status={status} />
              </Stack>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groupedByDomain(summary).map((group) => [
          <Table.Tr key={`domain-${group.code}`}>
            <Table.Th
              colSpan={summary.cycles.length + 1}
              scope="colgroup"
              style={{ background: 'var(--mantine-color-default-hover)' }}
            >
              {group.title}
            </Table.Th>
          </Table.Tr>,
          ...group.competencies.map((competency) => (
            <Table.Tr key={competency.code}>
              <Table.Th scope="row" style={stickyCell}>
                <Text size="sm" fw={500}>
                  {competency.title}
                </Text>
                <Text size="xs" c="dimmed">
                  <bdi>{competency.code}</bdi>
                </Text>
              </Table.Th>
              {summary.cycles.map(({ cycle }, index) => {
                const cell =
                  competency.cycles[index]?.cycle_id === cycle._id
                    ? competency.cycles[index]
                    : competency.cycles.find((candidate) => candidate.cycle_id === cycle._id);
                const scheme = schemeOf(cycle.scheme);
                return (
                  <Table.Td key={cycle._id} style={{ verticalAlign: 'top' }}>
                    {!cell || cell.levels.length === 0 || !scheme ? (
                      <Text size="xs" c="dimmed" aria-label={t('hpc.matrix.notJudged')}>
                        –
                      </Text>
                    ) : (
                      <Stack gap={2} align="flex-start">
                        {cell.levels.map((level) => {
                          const dimension = scheme.dimensions.find((d) => d.key === level.dimension);
                          return (
                            <LevelBadge
                              key={level.dimension}
                              scheme={scheme}
                              level={level.level}
                              prefix={dimension ? dimensionShort(dimension.label) : level.dimension}
                              size="xs"
                            />
                          );
                        })}
                      </Stack>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          )),
        ])}
      </Table.Tbody>
    </MatrixTable>
  );
}
