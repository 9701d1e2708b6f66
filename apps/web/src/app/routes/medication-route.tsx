import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { StaffMedicationBoard } from '../../features/medication/components/staff-medication-board';
import { errorMessage } from '../../lib/error-message';

/** /communication/carelog/medication: the selected class's medication (the care log screen will hold it). */
export function MedicationRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('medication.title')}
        </Title>
        <Text c="dimmed">{t('medication.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      <StaffMedicationBoard key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
