import { displayClassName } from '@cue/contracts';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAnnouncement } from '../../features/announcements/api/get-announcement';
import {
  AnnouncementForm,
  type ClassOption,
} from '../../features/announcements/components/announcement-form';
import { useSelectedClass } from '../../features/classes/hooks/use-selected-class';
import { errorMessage } from '../../lib/error-message';
import { announcementPaths } from './announcements-route';

/**
 * /communication/announcements/create and /communication/announcements/edit/{id}: the form, with
 * the teacher's classes to share with (the selected class first chosen). Back to the list on save.
 */
export function AnnouncementEditorRoute() {
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

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={announcementPaths.list} size="sm">
        {t('announcements.back')}
      </Anchor>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {id ? t('announcements.editTitle') : t('announcements.createTitle')}
      </Title>
      {id ? (
        <EditAnnouncement
          id={id}
          classOptions={classOptions}
          defaultClassId={selectedClass?._id ?? null}
          onSaved={() => void navigate(announcementPaths.list)}
        />
      ) : (
        <AnnouncementForm
          classOptions={classOptions}
          defaultClassId={selectedClass?._id ?? null}
          onSaved={() => void navigate(announcementPaths.list)}
        />
      )}
    </Stack>
  );
}

function EditAnnouncement({
  id,
  classOptions,
  defaultClassId,
  onSaved,
}: {
  id: string;
  classOptions: ClassOption[];
  defaultClassId: string | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const announcement = useAnnouncement(id);
  if (announcement.isPending) return <PageLoader />;
  if (announcement.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red">{t('announcements.form.loadError')}</Text>
        <Text size="sm" c="dimmed">
          {errorMessage(announcement.error)}
        </Text>
        <Button variant="light" onClick={() => void announcement.refetch()}>
          {t('announcements.list.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <AnnouncementForm
      key={announcement.data._id}
      announcement={announcement.data}
      classOptions={classOptions}
      defaultClassId={defaultClassId}
      onSaved={onSaved}
    />
  );
}
