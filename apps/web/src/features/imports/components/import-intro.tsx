import { importColumns, importTemplateCsv, type ImportKind } from '@cue/contracts';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveTextFile } from '../save-text-file';

/** What a file of this kind holds: its columns, their rules, and a template to fill in. */
export function ImportIntro({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>{t(`imports.intro.${kind}`)}</Text>
        <Title order={2} fz="h5">
          {t('imports.columnsHeading')}
        </Title>
        {/* Column names are the file's own words: they stay left-to-right in every language. */}
        <Group gap={6} dir="ltr">
          {importColumns[kind].map((column) => (
            <Code key={column}>{column}</Code>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`imports.rules.${kind}`)}
        </Text>
        <Group>
          <Button
            variant="light"
            onClick={() => saveTextFile(`${kind}-template.csv`, importTemplateCsv(kind), 'text/csv')}
          >
            {t('imports.template')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
