import { HOMEWORK_SUBMISSION_MAX_PHOTOS, type ChildSummary, type ParentHomework } from '@cue/contracts';
import {
  Badge,
  Button,
  Center,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useParentHomeworks, useSetHomeworkDone } from '../api/parent-homework';
import { HomeworkCard } from './homework-card';

/**
 * Done (with the family's photos, Add a photo that keeps them all, and Undo), or Mark as done with
 * an optional photo of the work. Undo takes the photos with it, so it asks first when there are any
 * (they may be the other parent's: decision 043).
 */
function DoneControls({ homework, child }: { homework: ParentHomework; child: ChildSummary }) {
  const { t } = useTranslation();
  const setDone = useSetHomeworkDone();
  const [photo, setPhoto] = useState<File | null>(null);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const submission = homework.submission;
  const run = (done: boolean, chosen: File | null = photo) =>
    setDone.mutate(
      {
        id: homework._id,
        studentId: child._id,
        done,
        photo: chosen,
        keep: submission?.submission_media.map((file) => file._id) ?? [],
      },
      {
        onSuccess: () => {
          setPhoto(null);
          setConfirmingUndo(false);
          showSuccess(t(done ? 'homework.parent.markedDone' : 'homework.parent.undone'));
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );

  if (submission) {
    const photos = submission.submission_media;
    return (
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Badge color="teal" variant="light" size="lg">
            ✓ {t('homework.parent.done')}
          </Badge>
          {!confirmingUndo && (
            <Button
              size="sm"
              variant="subtle"
              onClick={() => (photos.length > 0 ? setConfirmingUndo(true) : run(false))}
              loading={setDone.isPending}
            >
              {t('homework.parent.undo')}
            </Button>
          )}
        </Group>
        {confirmingUndo && (
          <Stack gap={4}>
            <Text size="sm">{t('homework.parent.undoRemovesPhotos', { number: photos.length })}</Text>
            <Group gap="xs">
              <Button size="sm" color="red" onClick={() => run(false)} loading={setDone.isPending}>
                {t('homework.parent.undoConfirm')}
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirmingUndo(false)}>
                {t('homework.parent.keepDone')}
              </Button>
            </Group>
          </Stack>
        )}
        <Group gap="xs">
          {photos.map((file) => (
            <MediaImage
              key={file._id}
              src={file.thumbnail_link ?? file.media_link}
              alt={t('homework.parent.yourPhoto')}
              style={{ inlineSize: 96, blockSize: 96, objectFit: 'cover', borderRadius: 6 }}
            />
          ))}
        </Group>
        {photos.length < HOMEWORK_SUBMISSION_MAX_PHOTOS && !confirmingUndo && (
          <FileButton accept="image/*" onChange={(file) => file && run(true, file)}>
            {(props) => (
              <Button {...props} variant="default" size="sm" w="fit-content" loading={setDone.isPending}>
                {t('homework.parent.addPhoto')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {photo && (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" truncate style={{ minInlineSize: 0 }}>
            {t('homework.parent.photoChosen', { name: photo.name })}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('homework.parent.removePhoto')}
            onClick={() => setPhoto(null)}
          />
        </Group>
      )}
      <Group gap="xs">
        <FileButton accept="image/*" onChange={setPhoto}>
          {(props) => (
            <Button {...props} variant="default" size="sm" disabled={setDone.isPending}>
              {photo ? t('homework.parent.changePhoto') : t('homework.parent.addPhoto')}
            </Button>
          )}
        </FileButton>
        <Button size="sm" onClick={() => run(true)} loading={setDone.isPending}>
          {t('homework.parent.markDone')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Parent dashboard: the selected child's homework, latest due first, each with Mark as done (and a
 * photo of the work) or Done with Undo. A realtime 'homework' event refreshes it while open.
 */
export function ParentHomeworkPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useParentHomeworks(child._id, page);
  const data = list.data;
  const hasOlder = data ? data.page * data.page_size < data.total : false;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="parent-homework-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="parent-homework-heading">
            {t('homework.parent.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('homework.parent.intro', { name: child.first_name })}
          </Text>
        </Stack>
        {list.isPending && (
          <Center py="md" role="status" aria-label={t('shell.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {list.isError && (
          <Stack gap="xs" align="flex-start">
            <Text c="red">{t('homework.parent.loadError')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessage(list.error)}
            </Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              {t('homework.parent.retry')}
            </Button>
          </Stack>
        )}
        {data && data.homeworks.length === 0 && <Text c="dimmed">{t('homework.parent.empty')}</Text>}
        {data?.homeworks.map((homework) => (
          <HomeworkCard key={homework._id} homework={homework}>
            <DoneControls homework={homework} child={child} />
          </HomeworkCard>
        ))}
        {(page > 1 || hasOlder) && (
          <Group justify="center" gap="xs">
            {page > 1 && (
              <Button variant="default" onClick={() => setPage((p) => p - 1)}>
                {t('homework.parent.newer')}
              </Button>
            )}
            {hasOlder && (
              <Button variant="default" onClick={() => setPage((p) => p + 1)}>
                {t('homework.parent.more')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
