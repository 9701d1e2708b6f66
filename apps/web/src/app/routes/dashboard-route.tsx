import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffClassList } from '../../features/classes/components/staff-class-list';
import { ParentAnnouncementsPanel } from '../../features/announcements/components/parent-announcements-panel';
import { ChildAttendancePanel } from '../../features/attendance/components/child-attendance-panel';
import { ChildJournalPanel } from '../../features/observations/components/child-journal-panel';
import { ChildOverview } from '../../features/users/components/child-overview';
import { currentChild } from '../../features/users/current-child';
import { useSignedInUser } from '../layouts/signed-in-user';

/** /dashboard: staff see a greeting and their classes; parents see the selected child and their class. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  if (user.kind === 'parent') {
    const child = currentChild(user.parent);
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('dashboard.welcome', { name: user.parent.first_name })}
        </Title>
        <ChildOverview parent={user.parent} />
        {/* Keyed by child: switching child starts each panel afresh. */}
        {child && (
          <SimpleGrid key={child._id} cols={{ base: 1, md: 2 }} spacing="lg">
            <ChildAttendancePanel child={child} />
            <ParentAnnouncementsPanel child={child} />
            <ChildJournalPanel child={child} />
          </SimpleGrid>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('dashboard.welcome', { name: user.staff.first_name })}
        </Title>
        {/* The school the staff token acts in: what a switch of school changes. */}
        <Text c="dimmed">{user.staff.school_details.school.name}</Text>
      </Stack>
      <Title order={2} fz="h3">
        {t('dashboard.classesHeading')}
      </Title>
      <StaffClassList />
    </Stack>
  );
}
