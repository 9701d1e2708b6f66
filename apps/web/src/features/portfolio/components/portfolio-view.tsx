import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioTarget } from '../api/portfolio-keys';
import { PortfolioDownloads } from './portfolio-downloads';
import {
  PortfolioFilters,
  noPortfolioFilters,
  portfolioFilterQuery,
  type PortfolioFilterValue,
} from './portfolio-filters';
import { PortfolioTimeline } from './portfolio-timeline';

/**
 * The staff portfolio of one class: pick a child of its roster, then their timeline with filters,
 * a share switch per item and the downloads. The screen (app/routes) brings the roster and the
 * class framework's competencies.
 */
export function PortfolioView({
  classId,
  students,
  studentId,
  onStudentChange,
  competencies,
  storyLink,
}: {
  classId: string;
  students: { _id: string; name: string }[];
  studentId: string | null;
  onStudentChange: (studentId: string | null) => void;
  competencies: { code: string; title: string }[];
  storyLink?: (id: string) => string;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PortfolioFilterValue>(noPortfolioFilters);
  const query = portfolioFilterQuery(filters);
  const filtered = Object.keys(query).length > 0;
  const target: PortfolioTarget | null = studentId ? { audience: 'staff', classId, studentId } : null;

  return (
    <Stack gap="md">
      <Select
        label={t('portfolio.child')}
        placeholder={t('portfolio.chooseChild')}
        data={students.map((student) => ({ value: student._id, label: student.name }))}
        value={studentId}
        onChange={onStudentChange}
        searchable
        maw={{ sm: 360 }}
      />
      {target ? (
        <>
          <PortfolioDownloads target={target} note={t('portfolio.downloads.staffNote')} />
          <PortfolioFilters value={filters} onChange={setFilters} competencies={competencies} />
          <PortfolioTimeline
            target={target}
            query={query}
            storyLink={storyLink}
            emptyText={filtered ? t('portfolio.emptyFiltered') : t('portfolio.empty')}
          />
        </>
      ) : (
        <Text c="dimmed">{t('portfolio.chooseChildHint')}</Text>
      )}
    </Stack>
  );
}
