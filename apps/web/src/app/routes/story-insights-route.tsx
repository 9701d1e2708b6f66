import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { StoryInsightsView } from '../../features/stories/components/story-insights-view';
import { errorMessage } from '../../lib/error-message';

/**
 * /communication/story-insights: the selected class's stories — who has had none lately, over
 * time, per child, per tag and per author. Its own chunk, with the charts (decision 037).
 */
export function StoryInsightsRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('storyLibrary.insights.title')}
        </Title>
        <Text c="dimmed">{t('storyLibrary.insights.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      {/* Keyed by class: switching class starts afresh. */}
      <StoryInsightsView key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
