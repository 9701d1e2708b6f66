import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoryTagSets } from '../api/story-tags';

/** Learning tags grouped by their set; archived tags only stay where a story already has them. */
export function StoryTagPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const sets = useStoryTagSets();
  const data = (sets.data ?? [])
    .map((set) => ({
      group: set.name,
      items: set.tags
        .filter((tag) => !tag.archived || value.includes(tag._id))
        .map((tag) => ({ value: tag._id, label: tag.name })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <MultiSelect
      label={t('stories.editor.tags')}
      placeholder={t('stories.editor.tagsPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('stories.editor.noTags')}
    />
  );
}
