import {
  ANNOUNCEMENT_SUMMARY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementInput,
  type MediaFile,
  type ShareWith,
} from '@cue/contracts';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { freeTextError } from '../../../lib/free-text-check';
import { showError, showSuccess } from '../../../lib/notify';
import { AttachmentField } from '../../media/components/attachment-field';
import { useSaveAnnouncement } from '../api/save-announcement';
import { isAfter, nextWholeHour, to24HourTime, toMeridiemTime } from '../announcement-time';

export interface ClassOption {
  value: string;
  label: string;
}

interface FormValues {
  title: string;
  summary: string;
  shareWith: ShareWith;
  classIds: string[];
  sendEmail: boolean;
  scheduleLater: boolean;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** Attached photos and documents (announcement_media). */
  media: MediaFile[];
}

type FieldErrors = Partial<Record<'title' | 'summary' | 'classIds' | 'date' | 'time' | 'media', string>>;
type SaveKind = 'draft' | 'publish';
/** What a save did, for the toast and the screen (spec section 8 "Saves"). */
export type SavedAs = 'draft' | 'scheduled' | 'sent';

function initialValues(announcement: Announcement | undefined, defaultClassId: string | null): FormValues {
  const next = nextWholeHour(new Date());
  if (!announcement) {
    return {
      title: '',
      summary: '',
      shareWith: 'Everyone',
      classIds: defaultClassId ? [defaultClassId] : [],
      sendEmail: false,
      scheduleLater: false,
      date: next.date,
      time: next.time,
      media: [],
    };
  }
  return {
    title: announcement.title,
    summary: announcement.summary,
    shareWith: announcement.share_with,
    classIds:
      announcement.classes_ids.length > 0 ? announcement.classes_ids : defaultClassId ? [defaultClassId] : [],
    sendEmail: announcement.send_email,
    scheduleLater: announcement.schedule_later,
    date: announcement.schedule_later ? announcement.date : next.date,
    time: (announcement.schedule_later && to24HourTime(announcement.time)) || next.time,
    media: announcement.announcement_media,
  };
}

/** The server names the field at fault (e.g. 'classes_ids.0'); this is the form's name for it. */
function formFieldOf(field: string | undefined): keyof FieldErrors | null {
  if (!field) return null;
  if (field === 'title' || field === 'summary' || field === 'date' || field === 'time') return field;
  if (field.startsWith('classes_ids')) return 'classIds';
  // A refused attachment (e.g. a photo of a child without consent): the message names the child.
  if (field.startsWith('announcement_media')) return 'media';
  return null;
}

/**
 * Writes an announcement: title, message, audience (everyone or chosen classes), email, and when
 * it goes out (now or a school-local date and time). 'Save as Draft' reads 'Saving as Draft...'
 * while saving and 'Saved as Draft' while an unchanged draft is shown (spec section 4).
 */
export function AnnouncementForm({
  announcement,
  classOptions,
  defaultClassId,
  onSaved,
}: {
  announcement?: Announcement;
  classOptions: ClassOption[];
  defaultClassId: string | null;
  onSaved: (id: string, savedAs: SavedAs) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [values, setValues] = useState<FormValues>(() => initialValues(announcement, defaultClassId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savingKind, setSavingKind] = useState<SaveKind | null>(null);
  // An unchanged draft that is saved on the server reads 'Saved as Draft'.
  const [isSavedDraft, setIsSavedDraft] = useState(announcement?.save_as_draft ?? false);

  const update = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setIsSavedDraft(false);
    if (key === 'title' || key === 'summary' || key === 'date' || key === 'time') {
      setErrors((e) => ({ ...e, [key]: undefined }));
    }
    if (key === 'classIds' || key === 'shareWith') setErrors((e) => ({ ...e, classIds: undefined }));
    if (key === 'media') setErrors((e) => ({ ...e, media: undefined }));
  };

  const check = (kind: SaveKind): FieldErrors => {
    const found: FieldErrors = {};
    const title = freeTextError(values.title, ANNOUNCEMENT_TITLE_MAX, t('announcements.form.titleRequired'));
    if (title) found.title = title;
    const summary = freeTextError(values.summary, ANNOUNCEMENT_SUMMARY_MAX);
    if (summary) found.summary = summary;
    if (values.shareWith === 'Classes' && values.classIds.length === 0) {
      found.classIds = t('announcements.form.classesRequired');
    }
    if (values.scheduleLater && kind === 'publish') {
      if (!values.date) found.date = t('announcements.form.dateRequired');
      if (!toMeridiemTime(values.time)) found.time = t('announcements.form.timeRequired');
      else if (values.date && !isAfter(values.date, values.time, new Date())) {
        found.time = t('announcements.form.mustBeFuture');
      }
    }
    return found;
  };

  const submit = (kind: SaveKind) => {
    const found = check(kind);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const time = toMeridiemTime(values.time);
    const input: AnnouncementInput = {
      title: values.title.trim(),
      summary: values.summary,
      share_with: values.shareWith,
      classes_ids: values.shareWith === 'Classes' ? values.classIds : [],
      send_email: values.sendEmail,
      save_as_draft: kind === 'draft',
      schedule_later: values.scheduleLater,
      announcement_media: values.media.map((file) => file._id),
      ...(values.scheduleLater && values.date && time && { date: values.date, time }),
    };
    const savedAs: SavedAs = kind === 'draft' ? 'draft' : values.scheduleLater ? 'scheduled' : 'sent';
    setSavingKind(kind);
    save.mutate(
      { id: announcement?._id ?? null, input },
      {
        onSuccess: (id) => {
          setSavingKind(null);
          if (kind === 'draft') setIsSavedDraft(true);
          showSuccess(
            t(
              savedAs === 'draft'
                ? 'announcements.toasts.savedAsDraft'
                : savedAs === 'scheduled'
                  ? 'announcements.toasts.scheduled'
                  : 'announcements.toasts.sent',
            ),
          );
          onSaved(id, savedAs);
        },
        onError: (error) => {
          setSavingKind(null);
          const field = isApiError(error) ? formFieldOf(error.field) : null;
          if (field) setErrors((e) => ({ ...e, [field]: errorMessage(error) }));
          else showError(errorMessage(error));
        },
      },
    );
  };

  if (announcement?.is_published) {
    return <Text c="dimmed">{t('announcements.form.publishedNotEditable')}</Text>;
  }

  const saving = savingKind !== null;
  const draftLabel =
    savingKind === 'draft'
      ? t('announcements.form.savingAsDraft')
      : isSavedDraft
        ? t('announcements.form.savedAsDraft')
        : t('announcements.form.saveAsDraft');
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <TextInput
          label={t('announcements.form.title')}
          placeholder={t('announcements.form.titlePlaceholder')}
          value={values.title}
          onChange={(event) => update('title', event.currentTarget.value)}
          error={errors.title}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          required
        />
        <Textarea
          label={t('announcements.form.summary')}
          placeholder={t('announcements.form.summaryPlaceholder')}
          value={values.summary}
          onChange={(event) => update('summary', event.currentTarget.value)}
          error={errors.summary}
          autosize
          minRows={4}
        />
        <Stack gap={4}>
          <AttachmentField
            value={values.media}
            onChange={(files) => update('media', files)}
            classId={defaultClassId}
          />
          {errors.media && (
            <Text size="sm" c="red" role="alert">
              {errors.media}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="announcement-share-label">
            {t('announcements.form.shareWith')}
          </Text>
          <SegmentedControl
            aria-labelledby="announcement-share-label"
            value={values.shareWith}
            onChange={(value) => update('shareWith', value as ShareWith)}
            data={[
              { value: 'Everyone', label: t('announcements.form.everyone') },
              { value: 'Classes', label: t('announcements.form.classes') },
            ]}
            fullWidth
          />
        </Stack>
        {values.shareWith === 'Classes' && (
          <MultiSelect
            label={t('announcements.form.classesLabel')}
            placeholder={
              values.classIds.length === 0 ? t('announcements.form.classesPlaceholder') : undefined
            }
            data={classOptions}
            value={values.classIds}
            onChange={(classIds) => update('classIds', classIds)}
            error={errors.classIds}
            searchable
          />
        )}
        <Checkbox
          label={t('announcements.form.sendEmail')}
          checked={values.sendEmail}
          onChange={(event) => update('sendEmail', event.currentTarget.checked)}
          size="md"
        />
        <Switch
          label={t('announcements.form.scheduleLater')}
          checked={values.scheduleLater}
          onChange={(event) => update('scheduleLater', event.currentTarget.checked)}
          size="md"
        />
        {values.scheduleLater && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="date"
              label={t('announcements.form.date')}
              value={values.date}
              onChange={(event) => update('date', event.currentTarget.value)}
              error={errors.date}
              required
            />
            <TextInput
              type="time"
              label={t('announcements.form.time')}
              value={values.time}
              onChange={(event) => update('time', event.currentTarget.value)}
              error={errors.time}
              required
            />
          </SimpleGrid>
        )}
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            size="md"
            onClick={() => submit('draft')}
            disabled={saving && savingKind !== 'draft'}
            aria-busy={savingKind === 'draft'}
          >
            {draftLabel}
          </Button>
          <Button
            size="md"
            onClick={() => submit('publish')}
            loading={savingKind === 'publish'}
            disabled={saving && savingKind !== 'publish'}
          >
            {values.scheduleLater ? t('announcements.form.schedule') : t('announcements.form.sendNow')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
