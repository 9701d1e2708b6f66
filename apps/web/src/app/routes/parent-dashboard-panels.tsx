import type { ChildSummary } from '@cue/contracts';
import { SimpleGrid } from '@mantine/core';
import { ParentAnnouncementsPanel } from '../../features/announcements/components/parent-announcements-panel';
import { ChildAttendancePanel } from '../../features/attendance/components/child-attendance-panel';
import { ChildJournalPanel } from '../../features/observations/components/child-journal-panel';

/** The parent dashboard's panels for the selected child: attendance, announcements, journal. */
export function ParentDashboardPanels({ child }: { child: ChildSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChildAttendancePanel child={child} />
      <ParentAnnouncementsPanel child={child} />
      <ChildJournalPanel child={child} />
    </SimpleGrid>
  );
}
