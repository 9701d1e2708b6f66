import '@mantine/dates/styles.css';
import { portfolioItemKinds, type PortfolioItemKind } from '@cue/contracts';
import { Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioFilterQuery } from '../api/portfolio-keys';

export interface PortfolioFilterValue {
  kind: PortfolioItemKind | null;
  competency: string | null;
  dates: DatesRangeValue<string>;
}

export const noPortfolioFilters: PortfolioFilterValue = { kind: null, competency: null, dates: [null, null] };

/** The filters as the server's query (only those that are set). */
export function portfolioFilterQuery(value: PortfolioFilterValue): PortfolioFilterQuery {
  const query: PortfolioFilterQuery = {};
  if (value.kind) query.kind = value.kind;
  if (value.competency) query.competency = value.competency;
  if (value.dates[0]) query.from = value.dates[0];
  if (value.dates[1]) query.to = value.dates[1];
  return query;
}

/**
 * Kind, competency (the class framework's, when it has one: observations tagged with it and the
 * stories drawing on them) and a date range. On a phone they fold behind "Filters (n)".
 */
export function PortfolioFilters({
  value,
  onChange,
  competencies,
}: {
  value: PortfolioFilterValue;
  onChange: (next: PortfolioFilterValue) => void;
  /** The class framework's competencies; none: no competency filter. */
  competencies: { code: string; title: string }[];
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState(false);
  const set = (change: Partial<PortfolioFilterValue>) => onChange({ ...value, ...change });
  const active = [value.kind, value.competency, value.dates[0]].filter(Boolean).length;

  const fields = (
    <>
      <Select
        label={t('portfolio.filters.kind')}
        placeholder={t('portfolio.filters.allKinds')}
        data={portfolioItemKinds.map((kind) => ({ value: kind, label: t(`portfolio.kinds.${kind}`) }))}
        value={value.kind}
        onChange={(kind) => set({ kind: kind as PortfolioItemKind | null })}
        clearable
      />
      {competencies.length > 0 && (
        <Select
          label={t('portfolio.filters.competency')}
          placeholder={t('portfolio.filters.anyCompetency')}
          data={competencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.title}` }))}
          value={value.competency}
          onChange={(competency) => set({ competency })}
          searchable
          clearable
        />
      )}
      <DatePickerInput
        type="range"
        label={t('portfolio.filters.dates')}
        placeholder={t('portfolio.filters.anyDate')}
        value={value.dates}
        onChange={(dates) => set({ dates })}
        clearable
      />
    </>
  );

  if (phone) {
    return (
      <Stack gap="xs">
        <Button variant="default" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          {t('portfolio.filters.toggle', { count: active })}
        </Button>
        {open && <Stack gap="sm">{fields}</Stack>}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {fields}
    </SimpleGrid>
  );
}
