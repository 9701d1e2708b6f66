import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MentionedStudentsData } from '../../tool-results';

/** Where a mentioned child's chip leads: the child's observations (spec section 2 query parameters). */
export const studentLink = (id: string) =>
  `/assessment/observation?type=general&view=studentView&id=${encodeURIComponent(id)}`;

/** Children the answer is about, as chips linking to each child (spec section 3 "Mentioned students"). */
export function MentionedStudents({ data }: { data: MentionedStudentsData }) {
  const { t } = useTranslation();
  if (data.students.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={t('cueChat.cards.mentioned.label')}>
      <Text size="xs" c="dimmed">
        {t('cueChat.cards.mentioned.label')}
      </Text>
      {data.students.map((student) => (
        <Button
          key={student.id}
          component={Link}
          to={studentLink(student.id)}
          size="compact-sm"
          radius="xl"
          variant="light"
          mih={36}
        >
          {student.name}
        </Button>
      ))}
    </Group>
  );
}
