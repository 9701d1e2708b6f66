import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, Secrets } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { buildCore } from './core.js';
import { registerAccessTokensModule } from './modules/access-tokens/access-tokens.module.js';
import { registerAnnouncementsModule } from './modules/announcements/announcements.module.js';
import { registerAssistantModule } from './modules/assistant/assistant.module.js';
import { registerAttendanceModule } from './modules/attendance/attendance.module.js';
import { registerAuthModule } from './modules/auth/auth.module.js';
import { registerBugReportModule } from './modules/bug-report/bug-report.module.js';
import { registerHealthModule } from './modules/health/health.module.js';
import type { JobRunner } from './modules/jobs/job-runner.js';
import { registerMaintenanceModule } from './modules/maintenance/maintenance.module.js';
import { registerMediaModule } from './modules/media/media.module.js';
import { largestUpload } from './modules/media/media.quota.js';
import { registerObservationsModule } from './modules/observations/observations.module.js';
import { registerSchoolSwitchModule } from './modules/school-switch/school-switch.module.js';
import { registerSchoolsModule } from './modules/schools/schools.module.js';
import { registerTodayModule } from './modules/today/today.module.js';
import { registerUsersModule } from './modules/users/users.module.js';
import { registerClassMediaModule } from './modules/class-media/class-media.module.js';
import { registerClassesModule } from './modules/classes/classes.module.js';
import { registerDivisionsModule } from './modules/divisions/divisions.module.js';
import { registerFamiliesModule } from './modules/families/families.module.js';
import { registerImportsModule } from './modules/imports/imports.module.js';
import { registerPlatformModule } from './modules/platform/platform.module.js';
import { registerReportsModule } from './modules/reports/reports.module.js';
import { registerRolesModule } from './modules/roles/roles.module.js';
import { registerSchoolDashboardModule } from './modules/school-dashboard/school-dashboard.module.js';
import { registerSchoolDetailsModule } from './modules/school-details/school-details.module.js';
import { registerSchoolModulesModule } from './modules/school-modules/school-modules.module.js';
import { registerStaffModule } from './modules/staff/staff.module.js';
import { registerStudentsModule } from './modules/students/students.module.js';
import { registerUsageModule } from './modules/usage/usage.module.js';
import { registerHomeworkModule } from './modules/homework/homework.module.js';
import { registerMedicationModule } from './modules/medication/medication.module.js';
import { registerIncidentsModule } from './modules/incidents/incidents.module.js';
import { registerCareLogModule } from './modules/carelog/carelog.module.js';
import { registerJournalModule } from './modules/journal/journal.module.js';
import { registerStoriesModule } from './modules/stories/stories.module.js';
import { registerUnitsModule } from './modules/units/units.module.js';
import { registerResourcesModule } from './modules/resources/resources.module.js';
import { registerTermPlansModule } from './modules/term-plans/term-plans.module.js';
import { registerAssessmentModule } from './modules/assessment/assessment.module.js';
import { registerGradebookModule } from './modules/gradebook/gradebook.module.js';
import { registerHpcModule } from './modules/hpc/hpc.module.js';
import { registerFeedbackModule } from './modules/feedback/feedback.module.js';
import { registerReportCardsModule } from './modules/report-cards/report-cards.module.js';
import { registerPlanningInsightsModule } from './modules/planning-insights/planning-insights.module.js';
import { registerDayScheduleModule } from './modules/day-schedule/day-schedule.module.js';
import { registerProjectsModule } from './modules/projects/projects.module.js';
import { registerCurriculumModule } from './modules/curriculum/curriculum.module.js';
import { registerWeekPlansModule } from './modules/week-plans/week-plans.module.js';
import { registerReflectionsModule } from './modules/reflections/reflections.module.js';
import { registerPortfolioModule } from './modules/portfolio/portfolio.module.js';
import { logSafeRequest } from './lib/log-safe-url.js';
import { registerChatModule } from './modules/chat/chat.module.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { errorBody, registerErrorHandler } from './plugins/error-handler.js';
import type { registerRealtime } from './plugins/realtime.js';
import { registerWebApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket server and the hub services announce changes through. */
    realtime: Awaited<ReturnType<typeof registerRealtime>>;
    /** The durable job runner (scheduled announcements, their emails); tests call runDueJobs(). */
    jobs: JobRunner;
  }
}

export interface AppOptions {
  config: Config;
  secrets: Secrets;
  db: Database;
  clock: Clock;
  /** Folder of the built web app; null serves the API only. */
  webDistDir: string | null;
  /** Private folder of uploaded media (`DATA_DIR/media`); served only through the media routes. */
  mediaDir: string;
  /** Where logs go; defaults to stdout at the configured level. */
  logStream?: NodeJS.WritableStream;
}

// Never log credentials, even by accident in a future log call.
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.otp',
  '*.token',
  '*.refresh_token',
  '*.otp_jwt_token',
];

/** Builds the whole server (no listen): plugins, the core services, then every module. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, secrets } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact,
      // The setup link's token must not reach the log with the request's address.
      serializers: { req: logSafeRequest },
      ...(options.logStream && { stream: options.logStream }),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A malformed URL escape or an over-long path segment is refused by the router before any
    // handler: answer it in the spec's error shape too, without echoing the address back.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const message = status === 414 ? 'The address is too long' : 'The address is not valid';
      void (reply as FastifyReply).status(status).send(errorBody(error.code, message));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  await registerApiDocs(app);
  // Uploads: one file per request, no bigger than the largest kind's limit (a video); the media
  // pipeline stops sooner at the kind's own limit once the bytes say what the file is.
  await app.register(multipart, {
    limits: { fileSize: largestUpload(config.media), files: 1, fields: 10, parts: 11 },
  });

  // The core once (decision 030), then every module, one line each; a module's second argument
  // names the other modules' services it uses, so one is listed after the modules it needs.
  const { context, tokens, realtime } = await buildCore(app, options);
  await registerHealthModule(context, { redisStatus: realtime.redisStatus });
  await registerAuthModule(context, { tokens, otpSecret: secrets.otp });
  await registerUsersModule(context, {});
  await registerSchoolsModule(context, {});
  await registerMaintenanceModule(context, {});
  await registerMediaModule(context, {});
  await registerBugReportModule(context, {});
  await registerAccessTokensModule(context, {});
  await registerSchoolSwitchModule(context, {});
  const attendance = await registerAttendanceModule(context, {});
  const announcements = await registerAnnouncementsModule(context, {});
  const observations = await registerObservationsModule(context, {});
  const { consent, library: classMedia } = await registerClassMediaModule(context, {
    announcements,
    observations,
  });
  await registerTodayModule(context, {});
  // School setup (issue 11): the platform and first run, the school, its people, its switches.
  await registerPlatformModule(context, {});
  await registerSchoolDetailsModule(context, {});
  await registerDivisionsModule(context, {});
  await registerClassesModule(context, {});
  await registerRolesModule(context, {});
  await registerStaffModule(context, {});
  await registerStudentsModule(context, { consent });
  await registerFamiliesModule(context, {});
  await registerImportsModule(context, { consent });
  await registerSchoolModulesModule(context, {});
  await registerSchoolDashboardModule(context, {});
  await registerUsageModule(context, {});
  await registerReportsModule(context, {});
  // Daily communication (issue 14).
  await registerHomeworkModule(context, {});
  await registerMedicationModule(context, {});
  await registerIncidentsModule(context, {});
  await registerChatModule(context, {});
  const careLog = await registerCareLogModule(context, {});
  const journal = await registerJournalModule(context, {});
  // Learning stories (issue 15); Cue's story card saves through the service it returns.
  const stories = await registerStoriesModule(context, {});
  // The unit library (issue 16); Cue builds unit cards from it and saves unit commands into it.
  const units = await registerUnitsModule(context, {});
  // Planning (issue 16): the resource library (its service answers resourceRefs for units).
  await registerResourcesModule(context, {});
  // Planning (issue 16): the day cycle and class projects; week plans read both services.
  const daySchedule = await registerDayScheduleModule(context, {});
  const projects = await registerProjectsModule(context, {});
  // Planning (issue 16): long- and mid-term plans over the projects (the month's theme week plans
  // show), insights.
  const termPlans = await registerTermPlansModule(context, { projects });
  await registerPlanningInsightsModule(context, {});
  // Planning (issue 16): curriculum frameworks; its service checks competency codes for planning.
  await registerCurriculumModule(context, {});
  // Planning (issue 16): the weekly plan, read through the day cycle, projects, units and term
  // plans above (its service is for Cue's lesson analysis).
  const weekPlans = await registerWeekPlansModule(context, { daySchedule, projects, units, termPlans });
  // Assessment (issue 17): schemes and cycles; the progress card, gradebook, feedback and report
  // cards judge in its cycles.
  const assessment = await registerAssessmentModule(context, {});
  // Reflections (issue 17): on a week (its plan summed through week plans) or a project.
  await registerReflectionsModule(context, { projects, weekPlans });
  // Assessment (issue 17): the progress card judges in those cycles on the evidence of
  // observations, stories and class photos (read through their services); the gradebook reads and
  // writes its judgements through the card's service.
  // Assessment (issue 17): parent, peer and self feedback per cycle, which the card shows.
  const feedback = await registerFeedbackModule(context, { assessment });
  const hpc = await registerHpcModule(context, {
    assessment,
    observations,
    stories,
    classMedia,
    attendance,
    feedback,
  });
  await registerGradebookModule(context, { assessment, hpc });
  // The portfolio (issue 17): a child's observations, stories and photos, through their services.
  await registerPortfolioModule(context, { observations, stories, classMedia });
  // Assessment (issue 17): report cards print each child's progress card (read through its service).
  await registerReportCardsModule(context, { assessment, progressCards: hpc });
  // Cue saves and undoes through the records services above: the care log, the journal and
  // learning stories included.
  await registerAssistantModule(context, {
    attendance,
    announcements,
    observations,
    careLog,
    journal,
    classMedia,
    stories,
    units,
    weekPlans,
    assessment,
  });
  await registerWebApp(app, options.webDistDir);
  return app;
}
