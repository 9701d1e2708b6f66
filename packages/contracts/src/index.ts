export * from './access-tokens.js';
export * from './announcements.js';
export * from './attendance.js';
export * from './auth.js';
export * from './bug-report.js';
export * from './common.js';
export * from './free-text.js';
export * from './free-text-rule.js';
export * from './health.js';
export * from './limits.js';
export * from './media.js';
export * from './class-media.js';
export * from './messages.js';
export * from './paths.js';
export * from './permissions.js';
export * from './phone.js';
export * from './platform.js';
export * from './school.js';
export * from './school-switch.js';
export * from './session.js';
export * from './text.js';
export * from './user.js';
export * from './calendar.js';
export * from './realtime.js';
export * from './observations.js';
export * from './assistant.js';
export * from './assistant-socket.js';
export * from './assistant-conversation.js';
export * from './idempotency.js';
export * from './today.js';
export * from './imports.js';

export * from './academic-year.js';
export * from './school-details.js';
export * from './divisions.js';
export * from './classes.js';

export * from './students.js';
export * from './families.js';

export * from './school-modules.js';
export * from './usage.js';
export * from './reports.js';
export * from './school-dashboard.js';

export * from './roles.js';
export * from './staff.js';
export * from './homework.js';

export * from './medication.js';
export * from './incidents.js';

export * from './chat.js';

export * from './carelog.js';
export * from './journal.js';
export * from './daily-reports.js';

export * from './story-doc.js';
export * from './stories.js';
export * from './story-card.js';
export * from './curriculum.js';
export * from './units.js';
export * from './resources.js';
export * from './day-schedule.js';
export * from './projects.js';
export * from './week-plans.js';
export * from './term-plans.js';
export * from './planning-insights.js';
export * from './assessment-schemes.js';
export * from './assessment.js';
export * from './hpc.js';
export * from './gradebook.js';
