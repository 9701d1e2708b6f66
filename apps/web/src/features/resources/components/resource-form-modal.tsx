import type { Resource, ResourceKind } from '@cue/contracts';
import {
  Button,
  Chip,
  CloseButton,
  FileButton,
  Group,
  Input,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { acceptFor } from '../../media/upload/check-file';
import { useUploadFiles } from '../../media/upload/use-upload-files';
import { useSaveResource } from '../api/save-resource';
import {
  draftErrors,
  draftOf,
  emptyDraft,
  inputOf,
  resourceAgeBands,
  type ResourceDraft,
  type ResourceField,
  type ResourceFieldErrors,
} from './resource-form';
import { FileSize, fileIcon } from './resource-file';

const kinds: ResourceKind[] = ['file', 'link', 'materials'];
const serverFields: readonly ResourceField[] = ['title', 'url', 'media_id', 'materials'];

/**
 * "Add resource" (or edit one): a tab per kind — a file uploaded through the app's upload queue,
 * a link, or a materials list one item a line — with who it suits and tags to find it by. Each
 * problem shows on its field, before sending and when the server names one.
 */
export function ResourceFormModal({
  resource,
  onClose,
}: {
  /** The resource to edit; null: a new one. */
  resource: Resource | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ResourceDraft>(() => (resource ? draftOf(resource) : emptyDraft()));
  const [errors, setErrors] = useState<ResourceFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ResourceField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const upload = useUploadFiles();
  const save = useSaveResource();
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  const set = (change: Partial<ResourceDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // A field changed: its problem is the teacher's to see again on the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change)) {
        if (field === 'title') delete next.title;
        if (field === 'url') delete next.url;
        if (field === 'file') delete next.media_id;
        if (field === 'materialsText') delete next.materials;
      }
      return next;
    });
    setServerErrors({});
  };
  const errorOf = (field: ResourceField) => {
    const key = errors[field];
    return serverErrors[field] ?? (key ? t(`resources.form.errors.${key}`) : undefined);
  };

  const submit = () => {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: resource?._id ?? null, input: inputOf(draft) },
      {
        onSuccess: () => {
          showSuccess(resource ? t('resources.form.saved') : t('resources.form.added'));
          onClose();
        },
        onError: (error) => {
          const field = isApiError(error) ? serverFields.find((f) => f === error.field) : undefined;
          if (field) setServerErrors({ [field]: errorMessage(error) });
          else showError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={resource ? t('resources.form.editTitle') : t('resources.form.addTitle')}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          aria-label={t('resources.form.kind')}
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as ResourceKind })}
          data={kinds.map((kind) => ({ value: kind, label: t(`resources.kinds.${kind}`) }))}
        />
        <TextInput
          label={t('resources.form.title')}
          value={draft.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={errorOf('title')}
          maxLength={200}
          required
        />
        {draft.kind === 'link' && (
          <TextInput
            label={t('resources.form.url')}
            placeholder="https://"
            type="url"
            dir="ltr"
            value={draft.url}
            onChange={(event) => set({ url: event.currentTarget.value })}
            error={errorOf('url')}
            required
          />
        )}
        {draft.kind === 'file' && (
          <Input.Wrapper label={t('resources.form.file')} error={errorOf('media_id')} required>
            <Stack gap={6} mt={4}>
              {draft.file && (
                <Paper withBorder p={6} radius="sm">
                  <Group gap="xs" wrap="nowrap">
                    <Text aria-hidden>{fileIcon(draft.file)}</Text>
                    <Text size="sm" truncate style={{ flex: 1 }}>
                      {draft.file.file_name ?? t('resources.card.file')}
                    </Text>
                    <FileSize bytes={draft.file.size} />
                    <CloseButton
                      size="sm"
                      aria-label={t('resources.form.removeFile')}
                      onClick={() => set({ file: null })}
                    />
                  </Group>
                </Paper>
              )}
              <FileButton
                accept={acceptFor.attachment}
                onChange={(file) => {
                  if (!file) return;
                  setUploading(true);
                  void upload([file])
                    .then(([stored]) => {
                      if (stored) set({ file: stored });
                    })
                    .catch((error: unknown) => showError(errorMessage(error)))
                    .finally(() => setUploading(false));
                }}
              >
                {(props) => (
                  <Button {...props} variant="default" size="sm" loading={uploading} w="fit-content">
                    {draft.file ? t('resources.form.replaceFile') : t('resources.form.uploadFile')}
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Input.Wrapper>
        )}
        {draft.kind === 'materials' && (
          <Textarea
            label={t('resources.form.materials')}
            description={t('resources.form.materialsHint')}
            autosize
            minRows={4}
            maxRows={12}
            value={draft.materialsText}
            onChange={(event) => set({ materialsText: event.currentTarget.value })}
            error={errorOf('materials')}
            required
          />
        )}
        <Textarea
          label={t('resources.form.description')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={draft.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Input.Wrapper label={t('resources.form.ages')} description={t('resources.form.agesHint')}>
          <Chip.Group
            multiple
            value={draft.ageBands}
            onChange={(values) => set({ ageBands: resourceAgeBands.filter((band) => values.includes(band)) })}
          >
            <Group gap={6} mt={6}>
              {resourceAgeBands.map((band) => (
                <Chip key={band} value={band} size="sm">
                  {t('resources.ages.band', { band })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <TagsInput
          label={t('resources.form.tags')}
          description={t('resources.form.tagsHint')}
          value={draft.tags}
          onChange={(tags) => set({ tags })}
          maxTags={10}
          clearable
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('resources.form.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={uploading}>
            {resource ? t('resources.form.save') : t('resources.form.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
