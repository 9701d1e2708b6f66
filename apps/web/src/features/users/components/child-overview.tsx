import type { ParentProfile } from '@cue/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { fullName } from '../../../lib/person-name';
import { currentChild } from '../current-child';

/** The parent dashboard's centre: the selected child's photo (or initials) and name. */
export function ChildOverview({ parent }: { parent: ParentProfile }) {
  const { t } = useTranslation();
  const child = currentChild(parent);
  if (!child) {
    return <Text c="dimmed">{t('parent.noChildren')}</Text>;
  }
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm">
        <PersonAvatar
          decorative
          size={96}
          firstName={child.first_name}
          lastName={child.last_name}
          picture={child.student_profile_picture}
        />
        <Title order={2} ta="center">
          {fullName(child)}
        </Title>
      </Stack>
    </Paper>
  );
}
