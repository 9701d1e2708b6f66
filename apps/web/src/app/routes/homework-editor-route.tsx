import { displayClassName } from '@cue/contracts';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSelectedClass } from '../../features/classes/hooks/use-selected-class';
import { useHomework } from '../../features/homework/api/get-homework';
import { HomeworkForm, type ClassOption } from '../../features/homework/components/homework-form';
import { errorMessage } from '../../lib/error-message';
import { homeworkPaths } from './homeworks-route';

/**
 * /communication/homeworks/create and /communication/homeworks/edit/{id}: the form, with the
 * teacher's classes (the selected class first chosen). Back to the list on save.
 */
export function HomeworkEditorRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { selectedClass, classes } = useSelectedClass();

  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  const classOptions: ClassOption[] = classes.data.map((c) => ({
    value: c._id,
    label: displayClassName(c.class_name),
  }));
  const onSaved = () => void navigate(homeworkPaths.list);

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={homeworkPaths.list} size="sm">
        {t('homework.back')}
      </Anchor>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {id ? t('homework.editTitle') : t('homework.createTitle')}
      </Title>
      {id ? (
        <EditHomework id={id} classOptions={classOptions} onSaved={onSaved} />
      ) : (
        <HomeworkForm
          classOptions={classOptions}
          defaultClassId={selectedClass?._id ?? null}
          onSaved={onSaved}
        />
      )}
    </Stack>
  );
}

function EditHomework({
  id,
  classOptions,
  onSaved,
}: {
  id: string;
  classOptions: ClassOption[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const homework = useHomework(id);
  if (homework.isPending) return <PageLoader />;
  if (homework.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red">{t('homework.form.loadError')}</Text>
        <Text size="sm" c="dimmed">
          {errorMessage(homework.error)}
        </Text>
        <Button variant="light" onClick={() => void homework.refetch()}>
          {t('homework.list.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <HomeworkForm
      key={homework.data._id}
      homework={homework.data}
      classOptions={classOptions}
      defaultClassId={homework.data.class._id}
      onSaved={onSaved}
    />
  );
}
