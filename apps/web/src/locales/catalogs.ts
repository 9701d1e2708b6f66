/**
 * Every translation, one folder per language and one file per area of the app, so work on
 * different areas never edits the same file. Each area owns its top-level keys (checked by
 * locales.test.ts). To add an area: create en/<area>.json, ar/<area>.json, he/<area>.json and add
 * the English file's type to SignedInEnglish below; the loaders pick up every file of a folder.
 *
 * What downloads when (web budget, docs/decisions/007-web-budgets-and-languages.md):
 * - the English the first screens read (sign-in, public pages, maintenance, offline bar) is
 *   bundled: firstScreenAreas;
 * - the English of every other area comes with the signed-in app (loadSignedInEnglish, before it
 *   renders), so a module's strings never weigh on the sign-in screen;
 * - Arabic and Hebrew are each one chunk with every area, downloaded when chosen (loadCatalog).
 */
import type enAnnouncements from './en/announcements.json';
import type enAttendance from './en/attendance.json';
import type enChildren from './en/children.json';
import type enCueChat from './en/cue-chat.json';
import type enCueVoice from './en/cue-voice.json';
import type enLanding from './en/landing.json';
import type enNavigation from './en/navigation.json';
import type enObservations from './en/observations.json';
import type enPlatform from './en/platform.json';
import type enToday from './en/today.json';
import type enImports from './en/imports.json';
import type enSchoolDetails from './en/school-details.json';
import type enDivisions from './en/divisions.json';
import type enClassSetup from './en/class-setup.json';
import type enStudents from './en/students.json';
import type enSchoolModules from './en/school-modules.json';
import type enUsage from './en/usage.json';
import type enProfile from './en/profile.json';
import type enReports from './en/reports.json';
import type enSchoolDashboard from './en/school-dashboard.json';
import type enStaff from './en/staff.json';
import type enRoles from './en/roles.json';
import type enMedia from './en/media.json';
import type enHomework from './en/homework.json';
import type enMedication from './en/medication.json';
import type enIncidents from './en/incidents.json';
import type enChat from './en/chat.json';
import type enCarelog from './en/carelog.json';
import type enJournal from './en/journal.json';
import type enStories from './en/stories.json';
import type enStoryLibrary from './en/story-library.json';
import type enUnits from './en/units.json';
import type enResources from './en/resources.json';
import type enTermPlans from './en/term-plans.json';
import type enPlanningInsights from './en/planning-insights.json';
import type enDaySchedule from './en/day-schedule.json';
import type enProjects from './en/projects.json';
import type enCurriculum from './en/curriculum.json';
import type enWeekPlans from './en/week-plans.json';
import type enReflections from './en/reflections.json';
import type enFeedback from './en/feedback.json';
import type enPortfolio from './en/portfolio.json';
import type enReportCards from './en/report-cards.json';
import type enAssessment from './en/assessment.json';
import type enHpc from './en/hpc.json';
import type enGradebook from './en/gradebook.json';
import enAccount from './en/account.json';
import enCommon from './en/common.json';
import enServerMessages from './en/server-messages.json';

/** The areas the first screens read, by file name (en/signed-in.ts leaves out the same files). */
export const firstScreenAreas = {
  common: enCommon,
  account: enAccount,
  'server-messages': enServerMessages,
} as const;

export const firstScreenEnglish = { ...enCommon, ...enAccount, ...enServerMessages };

/** The English of every other area: types only here, the strings come with the signed-in app. */
export type SignedInEnglish = typeof enNavigation &
  typeof enChildren &
  typeof enObservations &
  typeof enAnnouncements &
  typeof enAttendance &
  typeof enCueChat &
  typeof enCueVoice &
  typeof enLanding &
  typeof enToday &
  typeof enPlatform &
  typeof enImports &
  typeof enSchoolDetails &
  typeof enDivisions &
  typeof enClassSetup &
  typeof enStudents &
  typeof enSchoolModules &
  typeof enUsage &
  typeof enProfile &
  typeof enReports &
  typeof enSchoolDashboard &
  typeof enStaff &
  typeof enRoles &
  typeof enMedia &
  typeof enHomework &
  typeof enMedication &
  typeof enIncidents &
  typeof enChat &
  typeof enCarelog &
  typeof enJournal &
  typeof enStories &
  typeof enStoryLibrary &
  typeof enUnits &
  typeof enResources &
  typeof enTermPlans &
  typeof enPlanningInsights &
  typeof enDaySchedule &
  typeof enProjects &
  typeof enCurriculum &
  typeof enWeekPlans &
  typeof enReflections &
  typeof enFeedback &
  typeof enPortfolio &
  typeof enReportCards &
  typeof enAssessment &
  typeof enHpc &
  typeof enGradebook;

/** A whole catalog, the type of every key: Arabic and Hebrew have exactly these keys. */
export type Catalog = typeof firstScreenEnglish & SignedInEnglish;

/** The signed-in app's English, downloaded with it (lib/i18n.ts loadSignedInStrings). */
export const loadSignedInEnglish = (): Promise<SignedInEnglish> =>
  import('./en/signed-in').then((module) => module.strings);

export type LoadableLanguage = 'ar' | 'he';

/** The Arabic or Hebrew catalog, downloaded on first use. */
export const loadCatalog: Record<LoadableLanguage, () => Promise<Catalog>> = {
  ar: () => import('./ar/catalog').then((module) => module.catalog),
  he: () => import('./he/catalog').then((module) => module.catalog),
};
