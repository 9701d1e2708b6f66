/**
 * HTTP paths of the spec (section 7), odd spellings and trailing slashes included.
 * The server registers exactly these; the web client calls exactly these.
 */
export const apiPaths = {
  phoneLoginEnabling: '/api/phone_login_enabling/',
  checkPhoneExists: '/api/check_phone_exists/',
  otpSend: '/api/otp/send',
  otpVerify: '/api/otp/verify',
  otpRetry: '/api/otp/retry',
  phoneVerification: '/api/logged_in_user_phone_verification/',
  // Not in the spec: Google's start, the twin of microsoft_login/ (decision 039).
  googleLogin: '/api/google_login/',
  googleLoginV2: '/api/google_login_v2/',
  microsoftLogin: '/api/microsoft_login/',
  microsoftLoginVerify: '/api/microsoft_login_verify/',
  // Not in the spec: the account screen's linked Google and Microsoft sign-ins (decision 039).
  linkedSignIns: '/api/linked_sign_ins/',
  linkedSignInById: '/api/linked_sign_ins/:id',
  accessTokenActive: '/api/access_token_active/',
  renewRefreshToken: '/api/renew_refresh_token/',
  loginedUserDetails: '/api/logined_user_details',
  loginedUserDetailsV2: '/api/logined_user_details_v2/',
  logout: '/api/logout/',
  deleteUserProfile: '/api/delete_user_profile/',
  appMaintenance: '/api/fetch_app_maintenance/web',
  parentChildSwitch: '/api/parent_child_switch/',
  parentChildren: '/api/parent_children/',
  staffClasses: '/api/staff_classes/',
  classById: '/api/classes/:id',
  classStudents: '/api/student/:classId',
  userPermissions: '/api/user_permissions/',
  schoolSettings: '/api/school_settings/',
  setMaintenance: '/api/app_maintenance/web',
  uploadImage: '/api/media/images',
  /** Ours: images, videos (MP4/WebM/QuickTime) and PDFs, multipart field `file` (decision 040). */
  uploadMedia: '/api/media/files',
  /** Ours: a signed, short-lived link to one size of a stored file (no bearer). */
  mediaFile: '/api/media/:id/:variant',
  uploadConstraints: '/api/fetch_media_upload_constraint/',
  /** Fresh links for files an open editor holds (decision 040). */
  mediaLinks: '/api/media_links/',

  // Media (spec section 7 "Media"; decision 040). Library items are named by their media id.
  classMedia: '/api/class_media/:classId',
  classMediaEdit: '/api/class_media_edit/:id',
  classAlbums: '/api/class_album/:classId',
  albumEdit: '/api/album_edit/:id',
  deleteBulkMedia: '/api/delete_bulk_media/',
  filterMediaByDate: '/api/filter_medias_by_date/:classId',
  searchChildMedia: '/api/search_child_media/:studentId',
  mediaPrivacyStatus: '/api/media_privacy_status/',
  createPostWithMedia: '/api/create_post_with_media/:classId',
  mediaAddInActivity: '/api/media_add_in_activity/:id',
  addMediaToAnecdotes: '/api/add_media_to_anecdotes/:id',
  multiplePeoplesTag: '/api/multiple_peoples_tag/',
  schoolMediaUsage: '/api/school_media_usage/',
  schoolMediaConsumption: '/api/school_media_consumption_track/:id',
  schoolMediaQuotaExtend: '/api/school_media_quota_extend/:id',
  // Face recognition belongs to a later issue: these answer 501 until then.
  addNewFace: '/api/add_new_face/',
  fetchUserRecognizedFace: '/api/fetch_user_recognized_face/',
  resetUserFaceReference: '/api/reset-user-face-reference/',
  searchWithFace: '/api/search_with_face/:id',
  addUnmatchedFace: '/api/add_unmatched_face/',
  // Ours: profile pictures (spec "Parent, staff, student") and a family's photo consent.
  staffProfilePicture: '/api/staff_profile_picture/',
  studentProfilePicture: '/api/student_profile_picture/:studentId',
  childPhotoConsent: '/api/child_photo_consent/:studentId',
  bugReport: '/api/bug_report/',
  accessTokens: '/api/access_tokens/',
  accessTokenById: '/api/access_tokens/:id',
  accessTokenLogin: '/api/access_token_login/',
  schoolStaff: '/api/school_staff/',
  userSchools: '/api/user_schools/',
  platformOrganizations: '/api/super_admin/organizations/',
  switchSchool: '/api/switch_school/',

  // Attendance (spec section 7 "Attendance").
  classAttendance: '/api/class_student_attendance/:classId',
  studentWeeklyAttendance: '/api/student_weekly_attendance/:studentId',
  studentMonthlyAttendance: '/api/student_monthly_attendance/:studentId',
  studentYearlyAttendance: '/api/student_yearly_attendance/:studentId',
  parentChildAttendance: '/api/parent_child_attendance/:classId',
  createChildExcusal: '/api/create_child_excusal/:classId',
  fetchChildExcusal: '/api/fetch_child_excusal/:classId',
  /** Our extra (the spec has no withdraw call): a parent withdraws a pending request. */
  withdrawChildExcusal: '/api/withdraw_child_excusal/:excusalId',
  classExcusals: '/api/fetch_update_class_excusal/:classId',
  bulkStudentAttendance: '/api/update_bulk_student_attendance/:classId',
  studentsFullPresence: '/api/classes/students_full_presence/',
  attendanceDashboard: '/api/attendance_dashboard/:classId',

  // Observations, the spec's anecdotes (spec section 7 "Anecdotes").
  fetchAnecdotes: '/api/fetch_anecdote/:classId',
  createAnecdotes: '/api/anecdote/:classId',
  editAnecdote: '/api/edit_anecdote/:id',
  deleteAnecdote: '/api/delete_anecdote/:id',
  journalPostsFromAnecdotes: '/api/create_journal_posts_from_anecdotes/',
  reportTypeAnecdotes: '/api/fetch_report_type_anecdote/:classId',
  bulkAnecdotes: '/api/create_bulk_anecdote/:classId',
  deleteAnecdotesByFilters: '/api/anecdote/delete_by_filters/:classId',
  childJournal: '/api/child_journal/:studentId',

  // Announcements (paths chosen by the classroom-records issue; the spec leaves them open).
  createAnnouncement: '/api/announcement/',
  announcementById: '/api/announcement/:id',
  announcements: '/api/announcements/',
  parentAnnouncements: '/api/parent_announcements/',

  // The assistant over HTTP (paths chosen by the assistant issue; the spec leaves them open).
  cueConversation: '/api/cue_conversation/:classId',
  cueConversationSaved: '/api/cue_conversation/:classId/saved',
  cueWidgetAsk: '/api/cue_widget/ask',

  // Children and families (school setup; spec "student/", "parent/", "parent/{id}", the rest ours).
  students: '/api/student/',
  studentDetails: '/api/student_details/:studentId',
  studentMove: '/api/student_move/:studentId',
  studentArchive: '/api/student_archive/:studentId',
  parents: '/api/parent/',
  parentById: '/api/parent/:id',
  parentChildLinks: '/api/parent/:id/children',
  parentChild: '/api/parent/:id/children/:childId',

  // The staff home's today view (issue 10; the spec has no dashboard call for it).
  staffToday: '/api/staff_today/',

  // Platform: first run and platform admins (issue 11; the spec leaves them open).
  firstRunCheck: '/api/first_run/check/',
  firstRun: '/api/first_run/',
  platformSchools: '/api/super_admin/schools/',

  // Bulk import and export of children and staff (issue 11, decision 036; the spec has none).
  schoolImports: '/api/school_imports/',
  schoolImportCommit: '/api/school_imports/:id/commit',
  schoolImportUndo: '/api/school_imports/:id/undo',
  exportChildrenCsv: '/api/school_imports/export/children.csv',
  exportStaffCsv: '/api/school_imports/export/staff.csv',

  // School setup: details, divisions, classes and their teachers (issue 11, decision 033).
  schoolDetails: '/api/school_details/',
  schoolDivisions: '/api/school_divisions/',
  schoolDivisionById: '/api/school_divisions/:id',
  createClass: '/api/classes/',
  archiveClass: '/api/classes/:id/archive',
  unarchiveClass: '/api/classes/:id/unarchive',
  fetchClassesUsers: '/api/fetch_classes_users/',
  /** The spec writes this one without a trailing slash. */
  addStaffToClasses: '/api/add_staff_to_classes',
  classStaffChoices: '/api/class_staff_choices/',
  userSchoolsClasses: '/api/user_schools_classes/',

  // School setup: usage, reports and the school dashboard (issue 11; the spec leaves them open).
  schoolUsage: '/api/school_usage/',
  attendanceReport: '/api/school_reports/attendance.csv',
  childrenReport: '/api/school_reports/children.csv',
  schoolDashboard: '/api/school_dashboard/',

  // School setup: roles and staff (issue 11; the spec leaves these paths open).
  schoolRoles: '/api/school_roles/',
  schoolRoleById: '/api/school_roles/:id',
  archiveSchoolRole: '/api/school_roles/:id/archive',
  staffMembers: '/api/staff_members/',
  staffMemberById: '/api/staff_members/:id',
  deactivateStaffMember: '/api/staff_members/:id/deactivate',
  reactivateStaffMember: '/api/staff_members/:id/reactivate',

  // Homework (issue 14; the spec leaves these paths open).
  createHomework: '/api/homework/',
  homeworkById: '/api/homework/:id',
  homeworks: '/api/homeworks/',
  parentHomeworks: '/api/parent_homeworks/',
  homeworkSubmission: '/api/parent_homeworks/:id/submission',
  // Care log: medication and incidents (issue 14, module daycare; the spec leaves these paths open).
  classMedication: '/api/medication/class/:classId',
  classMedicationDue: '/api/medication/class/:classId/due',
  childMedication: '/api/medication/child/:studentId',
  acknowledgeMedication: '/api/medication/:id/acknowledge',
  medicationDoses: '/api/medication/:id/doses',
  classIncidents: '/api/incidents/class/:classId',
  childIncidents: '/api/incidents/child/:studentId',
  incidentById: '/api/incidents/:id',
  acknowledgeIncident: '/api/incidents/:id/acknowledge',
  // Chat between families and class staff (issue 14; the spec leaves these paths open).
  chatThreads: '/api/chat/threads/',
  chatUnread: '/api/chat/unread/',
  chatThreadMessages: '/api/chat/threads/:id/messages/',
  chatThreadRead: '/api/chat/threads/:id/read/',
  chatMessageRetract: '/api/chat/messages/:id/retract/',
  chatSettings: '/api/chat/settings/',
  // Care log (issue 14, module daycare; paths ours, decision 041).
  careLog: '/api/carelog/:classId',
  careLogEntry: '/api/carelog_entry/:id',
  childCareLog: '/api/child_carelog/:studentId',
  // Journal, staff side (issue 14, decision 045; the spec names only the parent's child_journal).
  classJournal: '/api/class_journal/:classId',
  createJournalPost: '/api/journal_post/:classId',
  deleteJournalPost: '/api/delete_journal_post/:id',
  journalComment: '/api/journal_post_comment/:id',
  journalReaction: '/api/journal_post_reaction/:id',
  journalRead: '/api/journal_posts_read/',
  // Daily reports (issue 14, decision 047): the day's report per child, reviewed and sent by class.
  dailyReports: '/api/daily_reports/:classId',
  // Learning stories (issue 15, decision 048; the spec names only the screens).
  classStories: '/api/stories/:classId',
  storyById: '/api/story/:id',
  storyStatus: '/api/story/:id/status',
  storyComments: '/api/story/:id/comments',
  storyComment: '/api/story_comment/:id',
  storyLibrary: '/api/story_library/',
  childStories: '/api/child_stories/:studentId',
  homeStories: '/api/home_stories/:studentId',
  storyInsights: '/api/story_insights/:classId',
  storyTags: '/api/story_tags/',
  storyTagSets: '/api/story_tag_sets/',
  storyTagSet: '/api/story_tag_sets/:id',
  // Planning (issue 16, decision 049; the spec names the screens and "default project per class").
  curriculumFrameworks: '/api/curriculum_frameworks/',
  curriculumFramework: '/api/curriculum_frameworks/:key',
  classCurriculum: '/api/class_curriculum/:classId',
  curriculumOutcomes: '/api/curriculum_outcomes/',
  curriculumOutcome: '/api/curriculum_outcomes/:id',
  competencySuggest: '/api/curriculum_suggest/:classId',
  unitLibrary: '/api/units/:library',
  units: '/api/units/',
  unitById: '/api/unit/:id',
  unitFork: '/api/unit/:id/fork',
  resources: '/api/resources/',
  resourceById: '/api/resource/:id',
  resourceRestore: '/api/resource/:id/restore',
  daySchedules: '/api/day_schedules/',
  daySchedule: '/api/day_schedules/:id',
  dayScheduleTargets: '/api/day_schedule_targets/',
  classDayCycle: '/api/class_day_cycle/:classId',
  classProjects: '/api/class_projects/:classId',
  projectById: '/api/class_project/:id',
  defaultProject: '/api/default_project/:classId',
  weekPlan: '/api/week_plan/:classId/:weekStart',
  weekPlanPdf: '/api/week_plan/:classId/:weekStart/pdf',
  weekPlanCopyPrevious: '/api/week_plan/:classId/:weekStart/copy_previous',
  weekPlanItems: '/api/week_plan_items/:classId/:weekStart',
  weekPlanItem: '/api/week_plan_item/:id',
  weekPlanItemStatus: '/api/week_plan_item/:id/status',
  yearPlan: '/api/year_plan/:classId',
  termPlan: '/api/term_plan/:classId',
  termPlanShift: '/api/term_plan/:classId/shift',
  planningInsights: '/api/planning_insights/:classId',
  // Assessment (issue 17, decision 050): schemes and cycles; each module's block below.
  assessmentSchemes: '/api/assessment_schemes/',
  assessmentScheme: '/api/assessment_schemes/:id',
  assessmentCycles: '/api/assessment_cycles/',
  classAssessmentCycles: '/api/assessment_cycles/:classId',
  assessmentCycle: '/api/assessment_cycle/:id',
  // Holistic progress card (module hpc): staff per cycle and child; families read published cards.
  hpcStudentList: '/api/hpc_student_list/:cycleId',
  hpcCard: '/api/hpc_card/:cycleId/:studentId',
  hpcCardLevels: '/api/hpc_card/:cycleId/:studentId/levels',
  hpcCardProfile: '/api/hpc_card/:cycleId/:studentId/profile',
  hpcCardNarratives: '/api/hpc_card/:cycleId/:studentId/narratives',
  hpcCardSelfAssessment: '/api/hpc_card/:cycleId/:studentId/self_assessment',
  hpcCardStatus: '/api/hpc_card/:cycleId/:studentId/status',
  hpcEvidence: '/api/hpc_evidence/:cycleId/:studentId',
  hpcProgressSummary: '/api/hpc_progress_summary/:studentId',
  hpcAllStudentSummary: '/api/hpc_all_student_summary/:cycleId',
  childHpcCards: '/api/child_hpc_cards/:studentId',
  childHpcCard: '/api/child_hpc_card/:cycleId/:studentId',
  // Gradebook (module grade_book): children × competencies, cells written in the current cycle.
  gradebook: '/api/gradebook/:classId',
  gradebookCell: '/api/gradebook/:classId/cell',
  gradebookExport: '/api/gradebook/:classId/export',
} as const;

/** Fill `:name` segments: `apiPath(apiPaths.classById, { id })`. */
export function apiPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
