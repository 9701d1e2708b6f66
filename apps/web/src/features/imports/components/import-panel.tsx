import type { ImportKind, ImportPreview, SchoolImport } from '@cue/contracts';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { isApiError } from '../../../lib/api-error';
import { useCommitImport } from '../api/commit-import';
import { usePreviewImport } from '../api/preview-import';
import { FileDrop } from './file-drop';
import { ImportPreviewTable } from './import-preview-table';

/** Upload → preview → confirm → result, for one kind of file. */
export function ImportPanel({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const previewing = usePreviewImport();
  const committing = useCommitImport();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<SchoolImport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const upload = (file: File) => {
    setFileError(null);
    setResult(null);
    previewing.mutate(
      { kind, file },
      {
        onSuccess: setPreview,
        // A refused file is shown at the drop area; anything else (offline, 5xx) as a toast.
        onError: (error) =>
          isApiError(error) && error.field
            ? setFileError(errorMessage(error))
            : showError(errorMessage(error)),
      },
    );
  };
  const confirm = () => {
    if (!preview) return;
    committing.mutate(preview._id, {
      onSuccess: (committed) => {
        setResult(committed);
        setPreview(null);
      },
      // The preview stays on screen, so nothing is lost; the server said why.
      onError: (error) => showError(errorMessage(error)),
    });
  };
  const toWrite = preview ? preview.summary.create + preview.summary.update : 0;

  return (
    <Stack gap="md">
      {result && (
        <Alert color="green" title={result.file_name}>
          {t('imports.done', { create: result.summary.create, update: result.summary.update })}
        </Alert>
      )}
      {!preview && <FileDrop onFile={upload} busy={previewing.isPending} error={fileError} />}
      {preview && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>
              <bdi>{preview.file_name}</bdi>
            </Text>
            <Text>{t('imports.summary', preview.summary)}</Text>
            {preview.summary.error > 0 && (
              <Text c={toWrite === 0 ? 'red' : 'orange'} size="sm">
                {toWrite === 0 && preview.summary.unchanged === 0
                  ? t('imports.allErrors')
                  : t('imports.errorsSkipped')}
              </Text>
            )}
            <ImportPreviewTable preview={preview} />
            {committing.isPending && (
              <Stack gap={4}>
                <Progress value={100} animated striped aria-label={t('imports.confirming')} />
                <Text size="sm">{t('imports.confirming')}</Text>
              </Stack>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPreview(null)} disabled={committing.isPending}>
                {t('imports.another')}
              </Button>
              <Button onClick={confirm} loading={committing.isPending} disabled={toWrite === 0}>
                {t('imports.confirm', { count: toWrite })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
