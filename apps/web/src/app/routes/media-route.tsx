import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { MediaLibrary } from '../../features/media/components/media-library';
import { errorMessage } from '../../lib/error-message';

/** /communication/media: the selected class's photos and videos, by day, with albums. */
export function MediaRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('media.title')}
        </Title>
        <Text c="dimmed">{t('media.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      {/* Keyed by class: switching class starts afresh (no selection carried across classes). */}
      <MediaLibrary key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
