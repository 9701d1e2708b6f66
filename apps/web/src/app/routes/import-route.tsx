import type { ImportKind } from '@cue/contracts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ExportButtons } from '../../features/imports/components/export-buttons';
import { ImportIntro } from '../../features/imports/components/import-intro';
import { ImportPanel } from '../../features/imports/components/import-panel';
import { RecentImports } from '../../features/imports/components/recent-imports';

/** /admin/school-setup/students/import and /staff/import: one screen, the kind from the path. */
export function ImportRoute() {
  const { t } = useTranslation();
  const kind: ImportKind = useLocation().pathname.includes('/staff/') ? 'staff' : 'children';
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t(`imports.title.${kind}`)}
      </Title>
      <ImportIntro kind={kind} />
      {/* A new panel per kind: moving between the two pages never keeps the other's preview. */}
      <ImportPanel key={kind} kind={kind} />
      <RecentImports />
      <ExportButtons kind={kind} />
    </Stack>
  );
}
