import type { MediaFile } from '@cue/contracts';
import {
  Button,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { AttachmentField } from '../../media/components/attachment-field';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { useCreateJournalPost } from '../api/journal-api';

type Audience = 'class' | 'children';

/**
 * A free journal post: text and photos, to the whole class or to chosen children. Each family
 * gets its own copy in its child's journal; a photo of a child without photo consent is refused
 * by the server for every other child's journal, naming the child.
 */
export function JournalComposer({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const create = useCreateJournalPost(classId);
  const [audience, setAudience] = useState<Audience>('class');
  const [children, setChildren] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [media, setMedia] = useState<MediaFile[]>([]);
  const [problem, setProblem] = useState<'children' | 'body' | null>(null);
  const [posted, setPosted] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPosted(null);
    if (audience === 'children' && children.length === 0) return setProblem('children');
    if (!body.trim()) return setProblem('body');
    setProblem(null);
    create.mutate(
      {
        ...(audience === 'class' ? { whole_class: true as const } : { student_ids: children }),
        ...(title.trim() && { title }),
        body,
        ...(media.length > 0 && { media_ids: media.map((file) => file._id) }),
      },
      {
        onSuccess: (posts) => {
          setPosted(posts.length);
          setTitle('');
          setBody('');
          setMedia([]);
          setChildren([]);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="journal-composer-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="journal-composer-heading">
            {t('journal.composer.heading')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="journal-audience-label">
              {t('journal.composer.to')}
            </Text>
            <SegmentedControl
              aria-labelledby="journal-audience-label"
              value={audience}
              onChange={(value) => setAudience(value as Audience)}
              data={[
                { value: 'class', label: t('journal.composer.wholeClass') },
                { value: 'children', label: t('journal.composer.someChildren') },
              ]}
            />
          </Stack>
          {audience === 'children' && (
            <MultiSelect
              label={t('journal.composer.children')}
              placeholder={t('journal.composer.childrenPlaceholder')}
              data={(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) }))}
              value={children}
              onChange={setChildren}
              searchable
              error={problem === 'children' ? t('journal.composer.childrenRequired') : undefined}
            />
          )}
          <TextInput
            label={t('journal.composer.title')}
            placeholder={t('journal.composer.titlePlaceholder')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={200}
          />
          <Textarea
            label={t('journal.composer.body')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            minRows={3}
            maxLength={10_000}
            required
            error={problem === 'body' ? t('journal.composer.bodyRequired') : undefined}
          />
          <AttachmentField value={media} onChange={setMedia} classId={classId} />
          <Text size="xs" c="dimmed">
            {t('journal.composer.oneEach')}
          </Text>
          {create.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(create.error)}
            </Text>
          )}
          {posted !== null && (
            <Text c="teal" size="sm" role="status">
              {t('journal.composer.posted', { count: posted })}
            </Text>
          )}
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('journal.composer.post')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
