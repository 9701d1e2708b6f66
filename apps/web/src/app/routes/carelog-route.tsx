import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { CareLogBoard } from '../../features/carelog/components/care-log-board';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { useClassDueDoses } from '../../features/medication/api/medication-api';
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
      <CareLogLinks classId={selectedClass._id} />
      <CareLogBoard key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}

/** The room's medication (with the doses due now) and incidents, for the same class. */
function CareLogLinks({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const due = useClassDueDoses(classId).data?.count ?? 0;
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={`/communication/carelog/medication${search}`}
        variant={due > 0 ? 'filled' : 'default'}
        color={due > 0 ? 'orange' : undefined}
        rightSection={
          due > 0 ? (
            <Badge color="white" c="orange" size="sm" circle>
              {due}
            </Badge>
          ) : undefined
        }
      >
        {t('navigation.links.carelogMedication')}
      </Button>
      <Button component={Link} to={`/communication/carelog/incidents${search}`} variant="default">
        {t('navigation.links.carelogIncidents')}
      </Button>
    </Group>
  );
}
