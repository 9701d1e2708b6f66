import { Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { ReportCardsScreen } from '../../features/report-cards/components/report-cards-screen';
import { errorMessage } from '../../lib/error-message';

/** The spec's query parameter: the title printed on the cards, pre-filled in the title field. */
export const REPORT_TITLE_PARAM = 'report_title';

/**
 * /assessment/report-card (module `report`): a class and one of its cycles, each child's report
 * card with its versions, generating for the class or a child, publishing to families.
 */
export function ReportCardRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes, selectClass } = useClassFromAddress();
  const [params] = useSearchParams();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('reportCards.title')}
        </Title>
        <Text c="dimmed">{t('reportCards.classLabel', { name: selectedClass.class_name })}</Text>
        <Text size="sm" c="dimmed">
          {t('reportCards.intro')}
        </Text>
      </Stack>
      {classes.data.length > 1 && (
        <Select
          label={t('reportCards.class')}
          data={classes.data.map((c) => ({ value: c._id, label: c.class_name }))}
          value={selectedClass._id}
          onChange={(value) => value && selectClass(value)}
          allowDeselect={false}
          maw={{ sm: 320 }}
        />
      )}
      <ReportCardsScreen
        key={selectedClass._id}
        classId={selectedClass._id}
        titleFromAddress={params.get(REPORT_TITLE_PARAM)}
      />
    </Stack>
  );
}
