import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CurriculumScreen } from '../../features/curriculum/components/curriculum-screen';

/** /admin/academic-setup/curriculum: frameworks, each class's framework, the school's outcomes. */
export function CurriculumRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={980}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('curriculum.title')}
        </Title>
        <Text c="dimmed">{t('curriculum.intro')}</Text>
      </Stack>
      <CurriculumScreen />
    </Stack>
  );
}
