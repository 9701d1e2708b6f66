import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { CareLogBoard } from '../../features/carelog/components/care-log-board';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { errorMessage } from '../../lib/error-message';

/** /communication/carelog: the selected class's care day, child by child (module daycare). */
export function CareLogRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('carelog.title')}
        </Title>
        <Text c="dimmed">{t('carelog.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      <CareLogBoard key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
