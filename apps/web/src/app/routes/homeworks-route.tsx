import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HomeworkList } from '../../features/homework/components/homework-list';

export const homeworkPaths = {
  list: '/communication/homeworks',
  create: '/communication/homeworks/create',
  edit: (id: string) => `/communication/homeworks/edit/${id}`,
};

/** /communication/homeworks: the homework staff see, who has done it, New, Edit and Delete. */
export function HomeworksRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('homework.title')}
          </Title>
          <Text c="dimmed">{t('homework.intro')}</Text>
        </Stack>
        <Button size="md" onClick={() => void navigate(homeworkPaths.create)}>
          {t('homework.newHomework')}
        </Button>
      </Group>
      <HomeworkList onEdit={(id) => void navigate(homeworkPaths.edit(id))} />
    </Stack>
  );
}
