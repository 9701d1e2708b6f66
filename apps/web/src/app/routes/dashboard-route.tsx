import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../components/lazy-slot';
import { StaffClassList } from '../../features/classes/components/staff-class-list';
import { CLASS_ID_PARAM } from '../../features/classes/hooks/use-class-from-address';
import { useSchoolSettings } from '../../features/schools/api/get-school-settings';
import type { TodayLinks } from '../../features/today/components/today-class-card';
import { TodayOverview } from '../../features/today/components/today-overview';
import { ChildOverview } from '../../features/users/components/child-overview';
import { currentChild } from '../../features/users/current-child';
import { useSignedInUser } from '../layouts/signed-in-user';

// The parent's panels (attendance, announcements, journal) are their own chunk: the staff
// dashboard never shows them (web budget, docs/decisions/007-web-budgets-and-languages.md).
const ParentDashboardPanels = lazySlot(() =>
  import('./parent-dashboard-panels').then((module) => module.ParentDashboardPanels),
);

/** The screens the staff home's today cards open, each on the card's class. */
const registerPath = (classId: string, date?: string) =>
  `/housekeeping/attendance?${CLASS_ID_PARAM}=${classId}${date ? `&date=${date}` : ''}`;
const todayLinks: TodayLinks = {
  register: registerPath,
  // The requests are listed under the register.
  requests: (classId) => registerPath(classId),
  observations: (classId) => `/assessment/observation?${CLASS_ID_PARAM}=${classId}`,
};

/**
 * /dashboard: staff see today for each class first (registers to mark, who is away, requests,
 * observations), then their classes, each card opening its register; parents see the selected
 * child and their class.
 */
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
  return <StaffHome firstName={user.staff.first_name} schoolName={user.staff.school_details.school.name} />;
}

/** The staff home: today first, then the classes (school settings are a staff-token call). */
function StaffHome({ firstName, schoolName }: { firstName: string; schoolName: string }) {
  const { t } = useTranslation();
  const settings = useSchoolSettings();
  const hasRegister = settings.data?.school_permissions.attendance.enabled === true;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('dashboard.welcome', { name: firstName })}
        </Title>
        {/* The school the staff token acts in: what a switch of school changes. */}
        <Text c="dimmed">{schoolName}</Text>
      </Stack>
      <TodayOverview links={todayLinks} />
      <Title order={2} fz="h3">
        {t('dashboard.classesHeading')}
      </Title>
      {/* A class card opens its register, when the school takes registers. */}
      <StaffClassList linkTo={hasRegister ? (classId) => registerPath(classId) : undefined} />
    </Stack>
  );
}
