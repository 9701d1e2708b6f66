import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSelectedClass } from '../../features/classes/hooks/use-selected-class';
import { useStory } from '../../features/stories/api/get-story';
import { storyKeys } from '../../features/stories/api/story-query-keys';
import { StoryEditor } from '../../features/stories/components/story-editor';
import { errorMessage } from '../../lib/error-message';
import { storyPaths } from './story-paths';

/**
 * /communication/stories/create and /communication/stories/edit/{id}. A new story is made in the
 * selected class; once its draft exists the address becomes its edit address (the editor stays
 * mounted: same screen, same place, and the story is already in the cache). Its own chunk keeps
 * Tiptap out of every other screen's download.
 */
export function StoryEditorRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  // "Write a story" (the insights) starts a story about that child: ?student_id=
  const [search] = useSearchParams();
  const startedFor = search.get('student_id');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { selectedClass, classes } = useSelectedClass();
  const story = useStory(id ?? null);

  if (classes.isPending || (id && story.isPending)) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (id && story.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red">{t('stories.editor.loadError')}</Text>
        <Text size="sm" c="dimmed">
          {errorMessage(story.error)}
        </Text>
        <Button variant="light" onClick={() => void story.refetch()}>
          {t('stories.list.retry')}
        </Button>
      </Stack>
    );
  }
  const classId = id ? story.data?.class_id : selectedClass?._id;
  if (!classId) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;

  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to={storyPaths.list} size="sm">
        {t('stories.back')}
      </Anchor>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {id ? t('stories.editor.editTitle') : t('stories.editor.createTitle')}
      </Title>
      <StoryEditor
        key={classId}
        classId={classId}
        story={id ? (story.data ?? null) : null}
        studentIds={startedFor ? [startedFor] : []}
        onCreated={(created) => {
          queryClient.setQueryData(storyKeys.detail(created._id), created);
          void navigate(storyPaths.edit(created._id), { replace: true });
        }}
        onDone={() => void navigate(storyPaths.list)}
      />
    </Stack>
  );
}
