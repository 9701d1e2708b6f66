import type { ChildSummary } from '@cue/contracts';
import { SimpleGrid } from '@mantine/core';
import { ParentAnnouncementsPanel } from '../../features/announcements/components/parent-announcements-panel';
import { ChildAttendancePanel } from '../../features/attendance/components/child-attendance-panel';
import { ChildCareLogPanel } from '../../features/carelog/components/child-care-log-panel';
import { ClassPhotosPanel } from '../../features/media/components/class-photos-panel';
import { ChildJournalPanel } from '../../features/journal/components/child-journal-panel';
import { ChildStoriesPanel } from '../../features/stories/components/child-stories-panel';
import { storyReaderPath } from '../../features/stories/components/story-card';
import { ChildPortfolioPanel } from '../../features/portfolio/components/child-portfolio-panel';
import { ParentHomeworkPanel } from '../../features/homework/components/parent-homework-panel';
import { ChildMedicationPanel } from '../../features/medication/components/child-medication-panel';
import { ChildIncidentsPanel } from '../../features/incidents/components/child-incidents-panel';
import { ParentFeedbackPanel } from '../../features/feedback/components/parent-feedback-panel';
import { ChildReportCardsPanel } from '../../features/report-cards/components/child-report-cards-panel';
import { ChildProgressCardsPanel } from '../../features/hpc/components/child-progress-cards-panel';
import { useParentChildren } from '../../features/users/api/get-parent-children';

/** The class photos of the selected child: its classes come from the family's children list. */
function ChildClassPhotos({ child }: { child: ChildSummary }) {
  const children = useParentChildren();
  const classes = children.data?.find((c) => c._id === child._id)?.student_class ?? [];
  return <ClassPhotosPanel child={child} classes={classes} />;
}

/**
 * The parent dashboard's panels for the selected child: feedback for school (while a form is open),
 * attendance, care today, announcements, photos, journal, learning stories, the portfolio (what was
 * shared, and its downloads), progress cards, homework, medication, incidents, published report cards.
 */
export function ParentDashboardPanels({ child }: { child: ChildSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {/* Only while a form sent to the child's class is open: a request waiting for the family. */}
      <ParentFeedbackPanel child={child} />
      <ChildAttendancePanel child={child} />
      {/* Under-threes' parents open the app for the day's care first. */}
      <ChildCareLogPanel child={child} />
      <ParentAnnouncementsPanel child={child} />
      <ChildClassPhotos child={child} />
      <ChildJournalPanel child={child} />
      <ChildStoriesPanel child={child} />
      <ChildPortfolioPanel child={child} storyLink={storyReaderPath} />
      <ChildProgressCardsPanel child={child} />
      <ParentHomeworkPanel child={child} />
      <ChildMedicationPanel child={child} />
      <ChildIncidentsPanel child={child} />
      <ChildReportCardsPanel child={child} />
    </SimpleGrid>
  );
}
