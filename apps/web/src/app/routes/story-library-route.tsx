import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StoryLibrary } from '../../features/stories/components/story-library';

/** /communication/all-stories: every published story of the classes the staff member may see. */
export function StoryLibraryRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('storyLibrary.title')}
        </Title>
        <Text c="dimmed">{t('storyLibrary.intro')}</Text>
      </Stack>
      <StoryLibrary />
    </Stack>
  );
}
