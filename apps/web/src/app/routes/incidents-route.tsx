import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { StaffIncidentsBoard } from '../../features/incidents/components/staff-incidents-board';
import { errorMessage } from '../../lib/error-message';

/** /communication/carelog/incidents: the selected class's incidents (the care log screen will hold it). */
export function IncidentsRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('incidents.title')}
        </Title>
        <Text c="dimmed">{t('incidents.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      <StaffIncidentsBoard key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
