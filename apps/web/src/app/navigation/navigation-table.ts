import type { RolePermissionGroup, SchoolModule, rolePermissionKeys } from '@cue/contracts';
import type enNavigation from '../../locales/en/navigation.json';

/**
 * Every staff route of spec section 2 as data: the router, the tabs, the quick-nav drawer, the
 * avatar menu and the route guard are all derived from this one table (navigation-access.ts).
 *
 * Permission mapping (our decision; the spec names the groups but not the key of each link):
 *
 * | links                                   | role permission                          | school module                 |
 * |-----------------------------------------|------------------------------------------|-------------------------------|
 * | Planning                                | none (every staff member plans)          | long/mid-term: term_planning  |
 * | Assessment: progress card (hpc)         | none                                     | hpc                           |
 * | Assessment: observation (both kinds)    | none                                     | anecdote                      |
 * | Assessment: gradebook / feedback        | none                                     | grade_book / feedback         |
 * | Assessment: portfolio / report card     | none                                     | portfolio / report            |
 * | Assessment: reflections                 | none                                     | reflection                    |
 * | Communication: media, journal, chat     | daily_communication.<same key>           | media, journal, chat          |
 * | Communication: stories, library, insights | daily_communication.stories            | story                         |
 * | Communication: announcements, homework  | daily_communication.announcements        | none (no module exists)       |
 * | Communication: care log                 | none                                     | daycare                       |
 * | Housekeeping: attendance (+ dashboard)  | none                                     | attendance                    |
 * | Housekeeping: entry-dispersal           | none                                     | entry_dispersal               |
 * | Housekeeping: library (all three)       | none                                     | library_management            |
 * | Housekeeping: calendar                  | none                                     | none                          |
 * | School setup /admin/school-setup/*      | admin_portal.<key> (roles, settings...)  | settings: school_permissions; reports: reports |
 * | Academic setup /admin/academic-setup/*  | academic_setup.<key>                     | story tags: story; library management: library_management |
 * | Management: admissions / hiring / fee   | management.admissions / hiring / fee     | admission_management / hiring / fees |
 * | Leave portal /admin/leave-portal/*      | management.leave_portal                  | leave_management              |
 * | /staff-leave/                           | none                                     | leave_management              |
 * | Timetable /admin/timetable/*            | management.timetable                     | none                          |
 * | /super_admin/organization               | super_admin.manage_platform_org_schools  | none                          |
 * | /dashboard, /campuses, /account-settings| none                                     | none                          |
 *
 * Section roots (/planning, /communication, /assessment, /admin/school-setup, ...) open when at least
 * one link of their section or menu list is open to the user, so a tab or menu item never leads to
 * an empty page. Teaching links carry no role permission because the spec's role groups have no
 * planning or assessment keys; school modules alone gate them.
 */

/** Quick-nav drawer sections, in the spec's order (plan, communicate, assess, admin, school, Academic, Management). */
export const quickNavSections = [
  'plan',
  'communicate',
  'assess',
  'admin',
  'school',
  'academic',
  'management',
] as const;
export type QuickNavSection = (typeof quickNavSections)[number];

/** The permission-driven lists behind the avatar menu's setup items (spec section 6). */
export const avatarMenuLists = ['schoolSetup', 'academicSetup', 'managementSetup', 'leavePortal'] as const;
export type AvatarMenuList = (typeof avatarMenuLists)[number];

/** What a placeholder page says the module will hold (navigation.features.<feature>). */
export type NavigationFeature = keyof typeof enNavigation.navigation.features;

/** Screens that exist; every other entry renders the generic module placeholder. */
export type NavigationScreen =
  | 'placeholder'
  /** A section or menu root: cards of the links below it (issue 11, decision 038). */
  | 'landing'
  | 'dashboard'
  | 'campuses'
  | 'organizations'
  | 'accountSettings'
  | 'accessTokens'
  | 'schoolDetails'
  | 'schoolDivision'
  | 'classSetup'
  | 'attendance'
  | 'attendanceDashboard'
  | 'observation'
  | 'announcements'
  | 'announcementEditor'
  | 'media'
  | 'import'
  | 'students'
  | 'schoolModules'
  | 'usage'
  | 'reports'
  | 'schoolDashboard'
  | 'staff'
  | 'roles'
  | 'homeworks'
  | 'homeworkEditor'
  | 'stories'
  | 'storyEditor'
  | 'storyTags'
  | 'medication'
  | 'incidents'
  | 'chat'
  | 'carelog'
  | 'journal'
  | 'storyLibrary'
  | 'storyReader'
  | 'storyInsights'
  | 'globalUnitLibrary'
  | 'organizationUnitLibrary'
  | 'resourceLibrary'
  | 'resources'
  | 'longTermPlanning'
  | 'midTermPlanning'
  | 'planningInsights'
  | 'daySchedule'
  | 'dayCycle'
  | 'projectPlanning'
  | 'curriculum'
  | 'weeklyPlanning'
  | 'reflections'
  | 'parentFeedback'
  | 'peerFeedback'
  | 'selfFeedback'
  | 'portfolio'
  | 'reportCard'
  | 'hpcStudentList'
  | 'hpcProgressSummary'
  | 'hpcAllStudentSummary'
  | 'gradebook';

export type NavigationLinkId = keyof typeof enNavigation.navigation.links;

/** One role-permission switch: a group of contracts' rolePermissionKeys and one of its keys. */
export type PermissionRequirement = {
  [G in RolePermissionGroup]: { group: G; key: (typeof rolePermissionKeys)[G][number] };
}[RolePermissionGroup];

export interface NavigationEntry {
  /** Also the label: navigation.links.<id>. */
  id: NavigationLinkId;
  /** Absolute route path; ':id' marks a parameter (such entries are never listed as links). */
  path: string;
  /** Query string links add (the observation pages read type and view). */
  search?: string;
  /** The quick-nav section the link is listed in; null: reachable but not listed. */
  section: QuickNavSection | null;
  /** The avatar-menu list this link makes non-empty. */
  menu: AvatarMenuList | null;
  /** A section or list root: open when any link of that section or list is open. */
  rootOf?: { section: QuickNavSection } | { menu: AvatarMenuList };
  permission: PermissionRequirement | null;
  module: SchoolModule | null;
  /** 'everyone': parents too (the dashboard, account settings); 'staff': staff only. */
  audience: 'staff' | 'everyone';
  /** Hidden for school groups with the reduced menu (spec section 6; school_settings/ menu_profile). */
  hiddenInReducedMenu?: true;
  screen: NavigationScreen;
  feature: NavigationFeature;
}

type EntryOptions = Partial<Omit<NavigationEntry, 'id' | 'path'>>;

/** Builders keep each row of the table on one line. */
function link(
  id: NavigationLinkId,
  path: string,
  base: EntryOptions,
  options: EntryOptions = {},
): NavigationEntry {
  return {
    id,
    path,
    section: null,
    menu: null,
    permission: null,
    module: null,
    audience: 'staff',
    screen: 'placeholder',
    feature: 'account',
    ...base,
    ...options,
  };
}

const permission = <G extends RolePermissionGroup>(
  group: G,
  key: (typeof rolePermissionKeys)[G][number],
): PermissionRequirement => ({ group, key }) as PermissionRequirement;

const planning: EntryOptions = { section: 'plan', feature: 'planning' };
const assessment: EntryOptions = { section: 'assess', feature: 'assessment' };
const communication: EntryOptions = { section: 'communicate', feature: 'communication' };
const housekeeping: EntryOptions = { section: 'admin', feature: 'housekeeping' };
const schoolSetup: EntryOptions = { section: 'school', menu: 'schoolSetup', feature: 'schoolSetup' };
const academicSetup: EntryOptions = { section: 'academic', menu: 'academicSetup', feature: 'academicSetup' };
const admissions: EntryOptions = { section: 'management', menu: 'managementSetup', feature: 'admissions' };
const hiring: EntryOptions = { section: 'management', menu: 'managementSetup', feature: 'hiring' };
const fee: EntryOptions = { section: 'management', menu: 'managementSetup', feature: 'fee' };
const leavePortal: EntryOptions = { section: 'management', menu: 'leavePortal', feature: 'leavePortal' };
const timetable: EntryOptions = { section: 'management', menu: 'managementSetup', feature: 'timetable' };

const admin = (
  key: (typeof rolePermissionKeys)['admin_portal'][number],
  module: SchoolModule | null = null,
) => ({
  permission: permission('admin_portal', key),
  module,
});
const academic = (
  key: (typeof rolePermissionKeys)['academic_setup'][number],
  module: SchoolModule | null = null,
) => ({ permission: permission('academic_setup', key), module });
const daily = (
  key: (typeof rolePermissionKeys)['daily_communication'][number],
  module: SchoolModule | null,
) => ({
  permission: permission('daily_communication', key),
  module,
});
const onlyModule = (module: SchoolModule) => ({ module });
/** Spec section 6: "some school groups have reduced menus". */
const notInReducedMenu = { hiddenInReducedMenu: true } as const;

const ADMISSIONS = '/admin/management-setup/admissions';
const HIRING = '/admin/management-setup/hiring';
const FEE = '/admin/management-setup/fee';

export const navigationTable: readonly NavigationEntry[] = [
  // Other routes (spec "Other routes").
  link('dashboard', '/dashboard', { audience: 'everyone', screen: 'dashboard' }),
  link('campuses', '/campuses', { screen: 'campuses' }),
  link('organizations', '/super_admin/organization', {
    screen: 'organizations',
    permission: permission('super_admin', 'manage_platform_org_schools'),
  }),
  link('accountSettings', '/account-settings', {
    audience: 'everyone',
    feature: 'account',
    screen: 'accountSettings',
  }),
  link('staffLeave', '/staff-leave', { feature: 'leavePortal', module: 'leave_management' }),

  // Planning.
  link('planningHome', '/planning', {
    ...planning,
    section: null,
    rootOf: { section: 'plan' },
    screen: 'landing',
  }),
  link('projectPlanning', '/planning/project-planning', planning, { screen: 'projectPlanning' }),
  link('dayCycle', '/planning/day-cycle', planning, { screen: 'dayCycle' }),
  link('weeklyPlanning', '/planning/weekly-planning', planning, { screen: 'weeklyPlanning' }),
  link('globalUnitLibrary', '/planning/unit-library/global', planning, { screen: 'globalUnitLibrary' }),
  link('organizationUnitLibrary', '/planning/unit-library/organization', planning, {
    screen: 'organizationUnitLibrary',
  }),
  link('resourceLibrary', '/planning/resource-library', planning, { screen: 'resourceLibrary' }),
  link('longTermPlanning', '/planning/long-term-planning', planning, {
    ...onlyModule('term_planning'),
    ...notInReducedMenu,
    screen: 'longTermPlanning',
  }),
  link('midTermPlanning', '/planning/mid-term-planning', planning, {
    ...onlyModule('term_planning'),
    ...notInReducedMenu,
    screen: 'midTermPlanning',
  }),
  link('planningInsights', '/planning/planning-insights', planning, { screen: 'planningInsights' }),

  // Assessment.
  link('assessmentHome', '/assessment', {
    ...assessment,
    section: null,
    rootOf: { section: 'assess' },
    screen: 'landing',
  }),
  link('hpcStudentList', '/assessment/hpc/student-list', assessment, {
    ...onlyModule('hpc'),
    screen: 'hpcStudentList',
  }),
  link('hpcProgressSummary', '/assessment/hpc/progress-summary', assessment, {
    ...onlyModule('hpc'),
    screen: 'hpcProgressSummary',
  }),
  link('hpcAllStudentSummary', '/assessment/hpc/all-student-summary', assessment, {
    ...onlyModule('hpc'),
    screen: 'hpcAllStudentSummary',
  }),
  link('observation', '/assessment/observation', assessment, {
    search: '?type=general&view=studentView',
    module: 'anecdote',
    screen: 'observation',
  }),
  link('reportCardObservation', '/assessment/observation', assessment, {
    search: '?type=report_card&view=studentView',
    module: 'anecdote',
    screen: 'observation',
  }),
  link('gradebook', '/assessment/gradebook', assessment, {
    ...onlyModule('grade_book'),
    screen: 'gradebook',
  }),
  link('parentFeedback', '/assessment/feedback/parent-feedback', assessment, {
    ...onlyModule('feedback'),
    screen: 'parentFeedback',
  }),
  link('peerFeedback', '/assessment/feedback/peer-feedback', assessment, {
    ...onlyModule('feedback'),
    screen: 'peerFeedback',
  }),
  link('selfFeedback', '/assessment/feedback/self-feedback', assessment, {
    ...onlyModule('feedback'),
    screen: 'selfFeedback',
  }),
  link('portfolio', '/assessment/portfolio', assessment, { ...onlyModule('portfolio'), screen: 'portfolio' }),
  link('reportCard', '/assessment/report-card', assessment, {
    ...onlyModule('report'),
    screen: 'reportCard',
  }),
  link('reflections', '/assessment/reflections', assessment, {
    ...onlyModule('reflection'),
    screen: 'reflections',
  }),

  // Communication.
  link('communicationHome', '/communication', {
    ...communication,
    section: null,
    rootOf: { section: 'communicate' },
    screen: 'landing',
  }),
  link('announcements', '/communication/announcements', communication, {
    ...daily('announcements', null),
    screen: 'announcements',
  }),
  link('homeworks', '/communication/homeworks', communication, {
    ...daily('announcements', null),
    screen: 'homeworks',
  }),
  link('stories', '/communication/stories', communication, {
    ...daily('stories', 'story'),
    screen: 'stories',
  }),
  link('allStories', '/communication/all-stories', communication, {
    ...daily('stories', 'story'),
    ...notInReducedMenu,
    screen: 'storyLibrary',
  }),
  link('storyInsights', '/communication/story-insights', communication, {
    ...daily('stories', 'story'),
    screen: 'storyInsights',
  }),
  // One reader for staff and families (a family opens it from their child's stories, in the
  // parent layout); the server decides what each may read.
  link(
    'readStory',
    '/communication/stories/:id',
    { ...communication, section: null },
    { ...daily('stories', 'story'), audience: 'everyone', screen: 'storyReader' },
  ),
  link('media', '/communication/media', communication, { ...daily('media', 'media'), screen: 'media' }),
  link('journal', '/communication/journal', communication, {
    ...daily('journal', 'journal'),
    screen: 'journal',
  }),
  // Families open chat too (their own threads); staff need daily_communication.chat and the module.
  link('chat', '/communication/chat', communication, {
    ...daily('chat', 'chat'),
    audience: 'everyone',
    screen: 'chat',
  }),
  link('carelog', '/communication/carelog', communication, { ...onlyModule('daycare'), screen: 'carelog' }),
  link('carelogMedication', '/communication/carelog/medication', communication, {
    ...onlyModule('daycare'),
    screen: 'medication',
  }),
  link('carelogIncidents', '/communication/carelog/incidents', communication, {
    ...onlyModule('daycare'),
    screen: 'incidents',
  }),
  link(
    'createAnnouncement',
    '/communication/announcements/create',
    { ...communication, section: null },
    { ...daily('announcements', null), screen: 'announcementEditor' },
  ),
  link(
    'createHomework',
    '/communication/homeworks/create',
    { ...communication, section: null },
    { ...daily('announcements', null), screen: 'homeworkEditor' },
  ),
  link(
    'createStory',
    '/communication/stories/create',
    { ...communication, section: null },
    { ...daily('stories', 'story'), screen: 'storyEditor' },
  ),
  link(
    'editStory',
    '/communication/stories/edit/:id',
    { ...communication, section: null },
    { ...daily('stories', 'story'), screen: 'storyEditor' },
  ),
  link(
    'editAnnouncement',
    '/communication/announcements/edit/:id',
    { ...communication, section: null },
    { ...daily('announcements', null), screen: 'announcementEditor' },
  ),
  link(
    'editHomework',
    '/communication/homeworks/edit/:id',
    { ...communication, section: null },
    { ...daily('announcements', null), screen: 'homeworkEditor' },
  ),

  // Housekeeping (the admin tab).
  link('attendance', '/housekeeping/attendance', housekeeping, {
    ...onlyModule('attendance'),
    screen: 'attendance',
  }),
  link('attendanceDashboard', '/housekeeping/attendance/dashboard', housekeeping, {
    ...onlyModule('attendance'),
    screen: 'attendanceDashboard',
  }),
  link('calendar', '/housekeeping/calendar', housekeeping),
  link(
    'entryDispersal',
    '/housekeeping/attendance/entry-dispersal',
    housekeeping,
    onlyModule('entry_dispersal'),
  ),
  link('library', '/housekeeping/library', housekeeping, onlyModule('library_management')),
  link(
    'studentWiseLibrary',
    '/housekeeping/library/student-wise',
    housekeeping,
    onlyModule('library_management'),
  ),
  link('bookWiseLibrary', '/housekeeping/library/book-wise', housekeeping, onlyModule('library_management')),

  // School setup.
  link('schoolSetupHome', '/admin/school-setup', {
    ...schoolSetup,
    section: null,
    menu: null,
    rootOf: { menu: 'schoolSetup' },
    screen: 'landing',
  }),
  link('schoolDetails', '/admin/school-setup/school-details', schoolSetup, {
    ...admin('school_details'),
    screen: 'schoolDetails',
  }),
  link('schoolDashboard', '/admin/school-setup/dashboard', schoolSetup, {
    ...admin('dashboard'),
    ...notInReducedMenu,
    screen: 'schoolDashboard',
  }),
  link('schoolDivision', '/admin/school-setup/school-division', schoolSetup, {
    ...admin('school_division'),
    screen: 'schoolDivision',
  }),
  link('classes', '/admin/school-setup/classes', schoolSetup, { ...admin('classes'), screen: 'classSetup' }),
  link('staff', '/admin/school-setup/staff', schoolSetup, { ...admin('staff'), screen: 'staff' }),
  link('students', '/admin/school-setup/students', schoolSetup, { ...admin('students'), screen: 'students' }),
  // Bulk import (decision 036): reached from the students and staff pages, not listed in menus.
  link('studentsImport', '/admin/school-setup/students/import', schoolSetup, {
    ...admin('students'),
    section: null,
    menu: null,
    screen: 'import',
  }),
  link('staffImport', '/admin/school-setup/staff/import', schoolSetup, {
    ...admin('staff'),
    section: null,
    menu: null,
    screen: 'import',
  }),
  link('roles', '/admin/school-setup/permissions/roles', schoolSetup, { ...admin('roles'), screen: 'roles' }),
  link('permissionSettings', '/admin/school-setup/permissions/settings', schoolSetup, {
    ...admin('settings', 'school_permissions'),
    screen: 'schoolModules',
  }),
  link('usage', '/admin/school-setup/usage', schoolSetup, {
    ...admin('usage'),
    ...notInReducedMenu,
    screen: 'usage',
  }),
  link('accessTokens', '/admin/school-setup/access-tokens', schoolSetup, {
    ...admin('access_tokens'),
    screen: 'accessTokens',
  }),
  link('reports', '/admin/school-setup/reports', schoolSetup, {
    ...admin('reports', 'reports'),
    screen: 'reports',
  }),

  // Academic setup.
  link('academicSetupHome', '/admin/academic-setup', {
    ...academicSetup,
    section: null,
    menu: null,
    rootOf: { menu: 'academicSetup' },
    screen: 'landing',
  }),
  link('resources', '/admin/academic-setup/resources', academicSetup, {
    ...academic('resources'),
    screen: 'resources',
  }),
  link('askAssistant', '/admin/academic-setup/ai/ask-assistant', academicSetup, academic('ai_assistant')),
  link('aiBlocks', '/admin/academic-setup/ai/ai-blocks', academicSetup, academic('ai_blocks')),
  link('accessPoints', '/admin/academic-setup/ai/access-points', academicSetup, academic('access_points')),
  link('daySchedule', '/admin/academic-setup/day-schedule', academicSetup, {
    ...academic('day_schedule'),
    screen: 'daySchedule',
  }),
  link('storyTags', '/admin/academic-setup/story-tags', academicSetup, {
    ...academic('story_tags', 'story'),
    screen: 'storyTags',
  }),
  link('curriculum', '/admin/academic-setup/curriculum', academicSetup, {
    ...academic('curriculum'),
    screen: 'curriculum',
  }),
  link(
    'libraryManagement',
    '/admin/academic-setup/library-management',
    academicSetup,
    academic('library_management', 'library_management'),
  ),
  link('emailTemplates', '/admin/academic-setup/email-templates', academicSetup, academic('email_templates')),

  // Management setup: admissions, hiring, fee; then the timetable.
  link('managementSetupHome', '/admin/management-setup', {
    ...admissions,
    section: null,
    menu: null,
    rootOf: { menu: 'managementSetup' },
    screen: 'landing',
  }),
  ...(
    [
      ['admissionLeads', 'leads'],
      ['admissionApplications', 'applications'],
      ['admissionScheduled', 'schedule/scheduled'],
      ['admissionSchedule', 'schedule'],
      ['admissionOffers', 'offers/dashboard'],
      ['admissionOnboarding', 'onboarding'],
      ['admissionSchoolPolicies', 'school-policies'],
      ['admissionBasicForms', 'basic-forms'],
    ] as const
  ).map(([id, page]) =>
    link(id, `${ADMISSIONS}/${page}`, admissions, {
      permission: permission('management', 'admissions'),
      module: 'admission_management',
    }),
  ),
  ...(
    [
      ['hiringPositions', 'positions'],
      ['hiringApplications', 'applications'],
      ['hiringLeads', 'leads'],
      ['hiringSchedule', 'schedule'],
      ['hiringOffers', 'offers'],
      ['hiringOnboarding', 'onboarding'],
      ['hiringReminder', 'reminder'],
    ] as const
  ).map(([id, page]) =>
    link(id, `${HIRING}/${page}`, hiring, {
      permission: permission('management', 'hiring'),
      module: 'hiring',
    }),
  ),
  ...(
    [
      ['feeDashboard', 'dashboard'],
      ['feePayments', 'payments'],
      ['feeSettlements', 'settlements'],
      ['feeForm', 'fee-form'],
      ['lateFee', 'late-fee'],
    ] as const
  ).map(([id, page]) =>
    link(id, `${FEE}/${page}`, fee, { permission: permission('management', 'fee'), module: 'fees' }),
  ),
  ...(
    [
      ['teacherSubjectConstraint', 'teacher-subject-constraint'],
      ['subjectMapping', 'subject-mapping'],
      ['timetableOutlines', 'timetable-outlines'],
      ['roomAllocation', 'room-allocation'],
    ] as const
  ).map(([id, page]) =>
    link(id, `/admin/timetable/${page}`, timetable, { permission: permission('management', 'timetable') }),
  ),

  // Leave portal.
  link('leavePortalHome', '/admin/leave-portal', {
    ...leavePortal,
    section: null,
    menu: null,
    rootOf: { menu: 'leavePortal' },
    screen: 'landing',
  }),
  ...(
    [
      ['myLeave', 'myleave'],
      ['staffCalendar', 'staff-calendar'],
      ['leaveAttendance', 'attendance'],
      ['leaveRequests', 'leave-requests'],
      ['leavePolicy', 'school-policy'],
    ] as const
  ).map(([id, page]) =>
    link(id, `/admin/leave-portal/${page}`, leavePortal, {
      permission: permission('management', 'leave_portal'),
      module: 'leave_management',
    }),
  ),
];

/** The entry of an id (ids are unique; the table test checks it). */
export function navigationEntry(id: NavigationLinkId): NavigationEntry {
  const entry = navigationTable.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No navigation entry ${id}`);
  return entry;
}
