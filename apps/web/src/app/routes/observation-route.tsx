import { anecdoteTypes, type AnecdoteType } from '@cue/contracts';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { ObservationForm } from '../../features/observations/components/observation-form';
import { ObservationList } from '../../features/observations/components/observation-list';
import { observationViews, type ObservationView } from '../../features/observations/group-observations';
import { errorMessage } from '../../lib/error-message';

const isType = (value: string | null): value is AnecdoteType =>
  (anecdoteTypes as readonly (string | null)[]).includes(value);
const isView = (value: string | null): value is ObservationView =>
  (observationViews as readonly (string | null)[]).includes(value);

/**
 * /assessment/observation?type=general|report_card&view=studentView|dateView: record observations
 * for the selected class, and read them by child or by day.
 */
export function ObservationRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const viewParam = searchParams.get('view');
  const type: AnecdoteType = isType(typeParam) ? typeParam : 'general';
  const view: ObservationView = isView(viewParam) ? viewParam : 'studentView';
  const { selectedClass, classes } = useClassFromAddress();

  const setView = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('type', type);
        params.set('view', next);
        return params;
      },
      { replace: true },
    );

  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t(`observations.title.${type}`)}
        </Title>
        <Text c="dimmed">{t('observations.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      {/* Keyed by class: switching class starts the form afresh. */}
      <ObservationForm key={`${selectedClass._id}-${type}`} classId={selectedClass._id} type={type} />
      <Stack gap="xs">
        <Text size="sm" fw={500} id="observation-view-label">
          {t('observations.views.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="observation-view-label"
          value={view}
          onChange={setView}
          data={observationViews.map((value) => ({ value, label: t(`observations.views.${value}`) }))}
          size="md"
        />
      </Stack>
      <ObservationList key={selectedClass._id} classId={selectedClass._id} type={type} view={view} />
    </Stack>
  );
}
