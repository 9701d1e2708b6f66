import { Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { GradebookGrid } from '../../features/gradebook/components/gradebook-grid';
import { errorMessage } from '../../lib/error-message';

/**
 * /assessment/gradebook: the selected class's children × competencies, edited in place in the
 * current term. The class picker and the top bar's switcher choose the same class.
 */
export function GradebookRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes, selectClass } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('gradebook.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('gradebook.intro')}
        </Text>
      </Stack>
      <Select
        label={t('hpc.frame.class')}
        data={classes.data.map((c) => ({ value: c._id, label: c.class_name }))}
        value={selectedClass._id}
        onChange={(value) => value && selectClass(value)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 240 }}
      />
      <GradebookGrid key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
