import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StoryTagSets } from '../../features/stories/components/story-tag-sets';

/** /admin/academic-setup/story-tags: the learning tags teachers pick from, in sets. */
export function StoryTagsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('stories.tagSets.title')}
        </Title>
        <Text c="dimmed">{t('stories.tagSets.intro')}</Text>
      </Stack>
      <StoryTagSets />
    </Stack>
  );
}
