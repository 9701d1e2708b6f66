import { Stack, Text, Title } from '@mantine/core';
import type { UnitLibrary as Library } from '@cue/contracts';
import { useTranslation } from 'react-i18next';
import { UnitLibrary } from '../../features/units/components/unit-library';

function LibraryPage({ library }: { library: Library }) {
  const { t } = useTranslation();
  const global = library === 'global';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {global ? t('units.globalTitle') : t('units.organizationTitle')}
        </Title>
        <Text c="dimmed">{global ? t('units.globalIntro') : t('units.organizationIntro')}</Text>
      </Stack>
      <UnitLibrary library={library} />
    </Stack>
  );
}

/** /planning/unit-library/global: the units shipped with the product. */
export function GlobalUnitLibraryRoute() {
  return <LibraryPage library="global" />;
}

/** /planning/unit-library/organization: the organization's own units. */
export function OrganizationUnitLibraryRoute() {
  return <LibraryPage library="organization" />;
}
