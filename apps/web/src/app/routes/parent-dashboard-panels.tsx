import type { ChildSummary } from '@cue/contracts';
import { SimpleGrid } from '@mantine/core';
import { ParentAnnouncementsPanel } from '../../features/announcements/components/parent-announcements-panel';
import { ChildAttendancePanel } from '../../features/attendance/components/child-attendance-panel';
import { ChildCareLogPanel } from '../../features/carelog/components/child-care-log-panel';
import { ClassPhotosPanel } from '../../features/media/components/class-photos-panel';
import { ChildJournalPanel } from '../../features/journal/components/child-journal-panel';
import { ChildStoriesPanel } from '../../features/stories/components/child-stories-panel';
import { ParentHomeworkPanel } from '../../features/homework/components/parent-homework-panel';
import { ChildMedicationPanel } from '../../features/medication/components/child-medication-panel';
import { ChildIncidentsPanel } from '../../features/incidents/components/child-incidents-panel';
import { ChildProgressCardsPanel } from '../../features/hpc/components/child-progress-cards-panel';
import { useParentChildren } from '../../features/users/api/get-parent-children';

/** The class photos of the selected child: its classes come from the family's children list. */
function ChildClassPhotos({ child }: { child: ChildSummary }) {
  const children = useParentChildren();
  const classes = children.data?.find((c) => c._id === child._id)?.student_class ?? [];
  return <ClassPhotosPanel child={child} classes={classes} />;
}

/**
 * The parent dashboard's panels for the selected child: attendance, care today, announcements, photos,
 * journal, learning stories, progress cards, homework, medication, incidents.
 */
export function ParentDashboardPanels({ child }: { child: ChildSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChildAttendancePanel child={child} />
      {/* Under-threes' parents open the app for the day's care first. */}
      <ChildCareLogPanel child={child} />
      <ParentAnnouncementsPanel child={child} />
      <ChildClassPhotos child={child} />
      <ChildJournalPanel child={child} />
      <ChildStoriesPanel child={child} />
      <ChildProgressCardsPanel child={child} />
      <ParentHomeworkPanel child={child} />
      <ChildMedicationPanel child={child} />
      <ChildIncidentsPanel child={child} />
    </SimpleGrid>
  );
}
