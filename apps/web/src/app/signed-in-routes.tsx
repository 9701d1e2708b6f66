import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { NavigationHandle } from './navigation/navigation-handle';
import { navigationTable, type NavigationScreen } from './navigation/navigation-table';

/*
 * The signed-in area's routes: one per path of the navigation table, behind its guard. The router
 * discovers them on the first visit to a signed-in path, so the sign-in screen never downloads the
 * navigation table (web budget, docs/decisions/007-web-budgets-and-languages.md).
 */

/**
 * Each screen is its own chunk (React Router `lazy`). Entries of the navigation table without a
 * built screen share the module placeholder. Screens built by other issues (account settings,
 * access tokens, the mobile-app page) replace 'placeholder' here and in the table's `screen`.
 */
const screens: Record<NavigationScreen, () => Promise<{ Component: ComponentType }>> = {
  placeholder: () =>
    import('./routes/module-placeholder-route').then((module) => ({
      Component: module.ModulePlaceholderRoute,
    })),
  landing: () => import('./routes/landing-route').then((module) => ({ Component: module.LandingRoute })),
  dashboard: () =>
    import('./routes/dashboard-route').then((module) => ({ Component: module.DashboardRoute })),
  campuses: () => import('./routes/campuses-route').then((module) => ({ Component: module.CampusesRoute })),
  organizations: () =>
    import('./routes/organizations-route').then((module) => ({ Component: module.OrganizationsRoute })),
  accountSettings: () =>
    import('./routes/account-settings-route').then((module) => ({ Component: module.AccountSettingsRoute })),
  accessTokens: () =>
    import('./routes/access-tokens-route').then((module) => ({ Component: module.AccessTokensRoute })),
  schoolDetails: () =>
    import('./routes/school-details-route').then((module) => ({ Component: module.SchoolDetailsRoute })),
  schoolDivision: () =>
    import('./routes/school-division-route').then((module) => ({ Component: module.SchoolDivisionRoute })),
  classSetup: () =>
    import('./routes/class-setup-route').then((module) => ({ Component: module.ClassSetupRoute })),
  attendance: () =>
    import('./routes/attendance-route').then((module) => ({ Component: module.AttendanceRoute })),
  attendanceDashboard: () =>
    import('./routes/attendance-dashboard-route').then((module) => ({
      Component: module.AttendanceDashboardRoute,
    })),
  observation: () =>
    import('./routes/observation-route').then((module) => ({ Component: module.ObservationRoute })),
  announcements: () =>
    import('./routes/announcements-route').then((module) => ({ Component: module.AnnouncementsRoute })),
  announcementEditor: () =>
    import('./routes/announcement-editor-route').then((module) => ({
      Component: module.AnnouncementEditorRoute,
    })),
  media: () => import('./routes/media-route').then((module) => ({ Component: module.MediaRoute })),
  import: () => import('./routes/import-route').then((module) => ({ Component: module.ImportRoute })),

  students: () => import('./routes/students-route').then((module) => ({ Component: module.StudentsRoute })),

  schoolModules: () =>
    import('./routes/school-modules-route').then((module) => ({ Component: module.SchoolModulesRoute })),
  usage: () => import('./routes/usage-route').then((module) => ({ Component: module.UsageRoute })),
  reports: () => import('./routes/reports-route').then((module) => ({ Component: module.ReportsRoute })),
  schoolDashboard: () =>
    import('./routes/school-dashboard-route').then((module) => ({ Component: module.SchoolDashboardRoute })),

  staff: () => import('./routes/staff-route').then((module) => ({ Component: module.StaffRoute })),
  roles: () => import('./routes/roles-route').then((module) => ({ Component: module.RolesRoute })),
  homeworks: () =>
    import('./routes/homeworks-route').then((module) => ({ Component: module.HomeworksRoute })),
  homeworkEditor: () =>
    import('./routes/homework-editor-route').then((module) => ({ Component: module.HomeworkEditorRoute })),
  stories: () => import('./routes/stories-route').then((module) => ({ Component: module.StoriesRoute })),
  storyEditor: () =>
    import('./routes/story-editor-route').then((module) => ({ Component: module.StoryEditorRoute })),
  storyTags: () =>
    import('./routes/story-tags-route').then((module) => ({ Component: module.StoryTagsRoute })),
  curriculum: () =>
    import('./routes/curriculum-route').then((module) => ({ Component: module.CurriculumRoute })),
  medication: () =>
    import('./routes/medication-route').then((module) => ({ Component: module.MedicationRoute })),
  incidents: () =>
    import('./routes/incidents-route').then((module) => ({ Component: module.IncidentsRoute })),
  chat: () => import('./routes/chat-route').then((module) => ({ Component: module.ChatRoute })),
  carelog: () => import('./routes/carelog-route').then((module) => ({ Component: module.CareLogRoute })),
  journal: () => import('./routes/journal-route').then((module) => ({ Component: module.JournalRoute })),
  storyLibrary: () =>
    import('./routes/story-library-route').then((module) => ({ Component: module.StoryLibraryRoute })),
  storyReader: () =>
    import('./routes/story-reader-route').then((module) => ({ Component: module.StoryReaderRoute })),
  storyInsights: () =>
    import('./routes/story-insights-route').then((module) => ({ Component: module.StoryInsightsRoute })),
  globalUnitLibrary: () =>
    import('./routes/unit-library-route').then((module) => ({ Component: module.GlobalUnitLibraryRoute })),
  organizationUnitLibrary: () =>
    import('./routes/unit-library-route').then((module) => ({
      Component: module.OrganizationUnitLibraryRoute,
    })),
  resourceLibrary: () =>
    import('./routes/resource-library-route').then((module) => ({ Component: module.ResourceLibraryRoute })),
  resources: () =>
    import('./routes/resources-route').then((module) => ({ Component: module.ResourcesRoute })),
  longTermPlanning: () =>
    import('./routes/long-term-planning-route').then((module) => ({
      Component: module.LongTermPlanningRoute,
    })),
  midTermPlanning: () =>
    import('./routes/mid-term-planning-route').then((module) => ({ Component: module.MidTermPlanningRoute })),
  planningInsights: () =>
    import('./routes/planning-insights-route').then((module) => ({
      Component: module.PlanningInsightsRoute,
    })),
  daySchedule: () =>
    import('./routes/day-schedule-route').then((module) => ({ Component: module.DayScheduleRoute })),
  dayCycle: () => import('./routes/day-cycle-route').then((module) => ({ Component: module.DayCycleRoute })),
  projectPlanning: () =>
    import('./routes/project-planning-route').then((module) => ({ Component: module.ProjectPlanningRoute })),
  weeklyPlanning: () =>
    import('./routes/weekly-planning-route').then((module) => ({ Component: module.WeeklyPlanningRoute })),
  reflections: () =>
    import('./routes/reflections-route').then((module) => ({ Component: module.ReflectionsRoute })),
  parentFeedback: () =>
    import('./routes/feedback-route').then((module) => ({ Component: module.ParentFeedbackRoute })),
  peerFeedback: () =>
    import('./routes/feedback-route').then((module) => ({ Component: module.PeerFeedbackRoute })),
  selfFeedback: () =>
    import('./routes/feedback-route').then((module) => ({ Component: module.SelfFeedbackRoute })),
  portfolio: () =>
    import('./routes/portfolio-route').then((module) => ({ Component: module.PortfolioRoute })),
  reportCard: () =>
    import('./routes/report-card-route').then((module) => ({ Component: module.ReportCardRoute })),
  hpcStudentList: () =>
    import('./routes/hpc-student-list-route').then((module) => ({ Component: module.HpcStudentListRoute })),
  hpcProgressSummary: () =>
    import('./routes/hpc-progress-summary-route').then((module) => ({
      Component: module.HpcProgressSummaryRoute,
    })),
  hpcAllStudentSummary: () =>
    import('./routes/hpc-all-student-summary-route').then((module) => ({
      Component: module.HpcAllStudentSummaryRoute,
    })),
  gradebook: () =>
    import('./routes/gradebook-route').then((module) => ({ Component: module.GradebookRoute })),
};

/** The guard of the navigation table's routes loads with them: it asks for staff permissions (zod). */
const navigationGuard = () =>
  import('./navigation/navigation-guard').then((module) => ({ Component: module.NavigationGuard }));

/** One route per path of the navigation table (two observation links share one path). */
function navigationRoutes(): RouteObject[] {
  const seen = new Set<string>();
  return navigationTable.flatMap((entry) => {
    if (seen.has(entry.path)) return [];
    seen.add(entry.path);
    const handle: NavigationHandle = { navigationEntry: entry };
    return [{ path: entry.path.slice(1), handle, lazy: screens[entry.screen] }];
  });
}

/**
 * Starts downloading the screen of `pathname` (a navigation table path), if any: at start-up with
 * a session (warm-signed-in.ts), beside the shell rather than after it. React Router's lazy route
 * later asks for the same module, so nothing downloads twice.
 */
export function warmScreen(pathname: string): Promise<unknown> | undefined {
  const entry = navigationTable.find((candidate) => candidate.path === pathname);
  return entry && screens[entry.screen]();
}

/**
 * The navigation table's routes behind their guard: the router adds them under the signed-in
 * shell (RequireSession) the first time a signed-in path is visited (discoverSignedInRoutes).
 */
export function signedInRoutes(): RouteObject[] {
  // Every route of spec section 2, checked against the user's role, permissions and modules.
  // The id lets React Router see at once that a second discovery adds nothing new.
  return [{ id: 'navigation', lazy: navigationGuard, children: navigationRoutes() }];
}
