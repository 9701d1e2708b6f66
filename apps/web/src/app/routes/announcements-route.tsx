import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';

export const announcementPaths = {
  list: '/communication/announcements',
  create: '/communication/announcements/create',
  edit: (id: string) => `/communication/announcements/edit/${id}`,
};

/** /communication/announcements: the announcements staff see, with New, Edit and Delete. */
export function AnnouncementsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('announcements.title')}
          </Title>
          <Text c="dimmed">{t('announcements.intro')}</Text>
        </Stack>
        <Button size="md" onClick={() => void navigate(announcementPaths.create)}>
          {t('announcements.newAnnouncement')}
        </Button>
      </Group>
      <AnnouncementList onEdit={(id) => void navigate(announcementPaths.edit(id))} />
    </Stack>
  );
}
