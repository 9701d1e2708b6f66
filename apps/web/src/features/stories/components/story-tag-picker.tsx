import type { StoryTagRef } from '@cue/contracts';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoryTagSets } from '../api/story-tags';

/**
 * Learning tags grouped by their set (for stories and observations). The picker lists the live
 * tags; `kept` are the tags the record already carries, so one archived since still shows by
 * name (in its set) for as long as it stays picked.
 */
export function StoryTagPicker({
  value,
  onChange,
  kept = [],
  disabled,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  kept?: StoryTagRef[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const sets = useStoryTagSets();
  const groups = (sets.data ?? []).map((set) => ({
    group: set.name,
    items: set.tags
      .filter((tag) => !tag.archived || value.includes(tag._id))
      .map((tag) => ({ value: tag._id, label: tag.name })),
  }));
  const listed = new Set(groups.flatMap((group) => group.items.map((item) => item.value)));
  for (const tag of kept) {
    if (listed.has(tag._id) || !value.includes(tag._id)) continue;
    const item = { value: tag._id, label: tag.name };
    const group = groups.find((candidate) => candidate.group === tag.set_name);
    if (group) group.items.push(item);
    else groups.push({ group: tag.set_name, items: [item] });
    listed.add(tag._id);
  }
  return (
    <MultiSelect
      label={t('stories.editor.tags')}
      placeholder={t('stories.editor.tagsPlaceholder')}
      data={groups.filter((group) => group.items.length > 0)}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={disabled}
      nothingFoundMessage={t('stories.editor.noTags')}
    />
  );
}
