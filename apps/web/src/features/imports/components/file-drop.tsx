import { Button, FileButton, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A drop area with a file button (keyboard and phones use the button). A plain element rather
 * than @mantine/dropzone, whose react-dropzone dependencies declare Node 22 (decision 036).
 */
export function FileDrop({
  onFile,
  busy,
  error,
}: {
  onFile: (file: File) => void;
  busy: boolean;
  /** The server's refusal of the last file (a 400 naming `file` or `kind`). */
  error: string | null;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
      bg={over ? 'var(--mantine-color-blue-light)' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack align="center" gap="xs" ta="center">
        {busy ? (
          <>
            <Loader size="sm" />
            <Text>{t('imports.drop.reading')}</Text>
          </>
        ) : (
          <>
            <Text fw={600}>{t('imports.drop.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('imports.drop.hint')}
            </Text>
            <FileButton onChange={(file) => file && onFile(file)} accept={ACCEPT}>
              {(props) => <Button {...props}>{t('imports.drop.choose')}</Button>}
            </FileButton>
          </>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
