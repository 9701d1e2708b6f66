import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { StoryList } from '../../features/stories/components/story-list';
import { errorMessage } from '../../lib/error-message';
import { storyPaths } from './story-paths';

/** /communication/stories: the selected class's stories by state, and "New story". */
export function StoriesRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('stories.title')}
          </Title>
          <Text c="dimmed">{t('stories.classLabel', { name: selectedClass.class_name })}</Text>
        </Stack>
        <Button size="md" onClick={() => void navigate(storyPaths.create)}>
          {t('stories.newStory')}
        </Button>
      </Group>
      <StoryList key={selectedClass._id} classId={selectedClass._id} storyHref={storyPaths.edit} />
    </Stack>
  );
}
