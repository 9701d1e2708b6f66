import '@mantine/dates/styles.css';
import { STORY_PART_MAX_LENGTH, freeTextLimits, storyDocFromText, type MediaFile } from '@cue/contracts';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { freeTextError } from '../../../lib/free-text-check';
import { showError, showSuccess } from '../../../lib/notify';
import { FamilyPhotoField } from '../../chat/components/family-photo-field';
import { useCreateHomeStory } from '../api/home-stories';

const today = () => formatDate(new Date(), 'YYYY-MM-DD');

/**
 * "Add a home story": a family tells what their child did at home — a title, the day, the story
 * in plain paragraphs (a textarea types easily on a phone; each line becomes a paragraph) and
 * photos from the phone. Published at once to the child's family and the class's teachers.
 */
export function HomeStoryForm({ studentId, onDone }: { studentId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateHomeStory(studentId);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState<string | null>(today());
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<MediaFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [checked, setChecked] = useState(false);

  const titleError = freeTextError(title, freeTextLimits.title, t('storyLibrary.home.titleRequired'));
  const textError = freeTextError(text, STORY_PART_MAX_LENGTH, t('storyLibrary.home.textRequired'));
  const dateError = date ? null : t('storyLibrary.home.dateRequired');

  const submit = () => {
    setChecked(true);
    if (titleError || textError || dateError || !date) return;
    create.mutate(
      {
        title: title.trim(),
        story_date: date,
        story: storyDocFromText(text),
        media_ids: photos.map((p) => p._id),
      },
      {
        onSuccess: () => {
          showSuccess(t('storyLibrary.home.saved'));
          onDone();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('storyLibrary.home.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t('storyLibrary.home.title')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={checked ? titleError : null}
        maxLength={freeTextLimits.title}
        withAsterisk
      />
      <DatePickerInput
        label={t('storyLibrary.home.date')}
        value={date}
        onChange={setDate}
        maxDate={today()}
        error={checked ? dateError : null}
        withAsterisk
      />
      <Textarea
        label={t('storyLibrary.home.text')}
        description={t('storyLibrary.home.textHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={checked ? textError : null}
        rows={5}
        withAsterisk
      />
      <FamilyPhotoField value={photos} onChange={setPhotos} onUploadingChange={setUploading} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('storyLibrary.home.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} disabled={uploading}>
          {t('storyLibrary.home.publish')}
        </Button>
      </Group>
    </Stack>
  );
}
