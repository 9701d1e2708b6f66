import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../components/lazy-slot';
import { StaffClassList } from '../../features/classes/components/staff-class-list';
import { ChildOverview } from '../../features/users/components/child-overview';
import { currentChild } from '../../features/users/current-child';
import { useSignedInUser } from '../layouts/signed-in-user';

// The parent's panels (attendance, announcements, journal) are their own chunk: the staff
// dashboard never shows them (web budget, docs/decisions/007-web-budgets-and-languages.md).
const ParentDashboardPanels = lazySlot(() =>
  import('./parent-dashboard-panels').then((module) => module.ParentDashboardPanels),
);

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
        {child && <ParentDashboardPanels key={child._id} child={child} />}
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
