import type { CurriculumFrameworkTree } from '@cue/contracts';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompetencySuggestions } from '../api/competency-suggest';
import { useCurriculumTree } from '../api/curriculum-tree';
import { useClassFramework } from '../hooks/use-class-framework';

/** How long the note rests before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 600;

/** The tree's competencies grouped by curricular goal, as MultiSelect options. */
function optionsOf(tree: CurriculumFrameworkTree | undefined, kept: { code: string; title: string }[]) {
  const groups = (tree?.domains ?? []).flatMap((domain) =>
    domain.goals.map((goal) => ({
      group: `${goal.code} · ${goal.title}`,
      items: goal.competencies.map((competency) => ({
        value: competency.code,
        label: `${competency.code} ${competency.title}`,
      })),
    })),
  );
  const known = new Set(groups.flatMap((group) => group.items.map((item) => item.value)));
  // Codes an observation keeps from a framework its class no longer uses stay removable.
  const others = kept.filter((competency) => !known.has(competency.code));
  return others.length > 0
    ? [
        ...groups,
        {
          group: '—',
          items: others.map((competency) => ({
            value: competency.code,
            label: competency.title ? `${competency.code} ${competency.title}` : competency.code,
          })),
        },
      ]
    : groups;
}

/**
 * Competency tags of an observation: a picker of the class's framework grouped by goal, and the
 * offline engine's suggestions for the note as chips the teacher may add (never applied by
 * itself). Nothing shows for a class without a framework. The tree comes from the API.
 */
export function CompetencyPicker({
  classId,
  note,
  value,
  onChange,
  kept = [],
  disabled,
}: {
  classId: string;
  note: string;
  value: string[];
  onChange: (codes: string[]) => void;
  kept?: { code: string; title: string }[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const framework = useClassFramework(classId);
  const tree = useCurriculumTree(framework ?? null);
  const [restingNote] = useDebouncedValue(note, SUGGEST_DEBOUNCE_MS);
  const suggestions = useCompetencySuggestions(classId, restingNote, Boolean(framework) && !disabled);
  const data = useMemo(() => optionsOf(tree.data, kept), [tree.data, kept]);
  if (!framework) return null;
  const offered = (suggestions.data?.competencies ?? []).filter(
    (competency) => !value.includes(competency.code),
  );
  return (
    <Stack gap={6}>
      <MultiSelect
        label={t('curriculum.picker.label')}
        description={t('curriculum.picker.hint', { framework: tree.data?.short_name ?? '' })}
        placeholder={value.length === 0 ? t('curriculum.picker.placeholder') : undefined}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        hidePickedOptions
        maxValues={12}
        disabled={disabled || tree.isPending}
        error={tree.isError ? t('curriculum.picker.loadError') : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {offered.length > 0 && (
        <Group gap={6} role="group" aria-label={t('curriculum.picker.suggested')}>
          <Text size="sm" c="dimmed">
            {t('curriculum.picker.suggested')}
          </Text>
          {offered.map((competency) => (
            <Button
              key={competency.code}
              size="compact-sm"
              variant="light"
              radius="xl"
              disabled={disabled}
              title={`${competency.domain} · ${competency.goal}`}
              aria-label={t('curriculum.picker.add', { code: competency.code, title: competency.title })}
              onClick={() => onChange([...value, competency.code])}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              h="auto"
              py={4}
            >
              + {competency.code} {competency.title}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
