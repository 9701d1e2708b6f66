import type { ImportKind } from '@cue/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useDownloadExport } from '../api/download-export';

/** Downloads the kind's CSV in the import's columns (edit it and import it back). */
export function ExportButtons({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const download = useDownloadExport();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('imports.export.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('imports.export.intro')}
        </Text>
        <Group>
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(kind, { onError: (error) => showError(errorMessage(error)) })}
          >
            {t(`imports.export.${kind}`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
