import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, Secrets } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { AccessTokensRepository } from './modules/access-tokens/access-tokens.repository.js';
import { accessTokensRoutes } from './modules/access-tokens/access-tokens.routes.js';
import { AccessTokensService } from './modules/access-tokens/access-tokens.service.js';
import { AttendanceRepository } from './modules/attendance/attendance.repository.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { AttendanceService } from './modules/attendance/attendance.service.js';
import { AnnouncementsRepository } from './modules/announcements/announcements.repository.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { AnnouncementsService } from './modules/announcements/announcements.service.js';
import { createEmailProvider } from './modules/email/email-provider.js';
import { EmailService } from './modules/email/email.service.js';
import { HealthRepository } from './modules/health/health.repository.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { HealthService } from './modules/health/health.service.js';
import { JobRunner } from './modules/jobs/job-runner.js';
import { JobsRepository } from './modules/jobs/jobs.repository.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { OtpService } from './modules/auth/otp.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { createSmsProvider } from './modules/auth/sms/sms-provider.js';
import { TokenService } from './modules/auth/tokens.js';
import { BugReportRepository } from './modules/bug-report/bug-report.repository.js';
import { bugReportRoutes } from './modules/bug-report/bug-report.routes.js';
import { BugReportService } from './modules/bug-report/bug-report.service.js';
import { MediaRepository } from './modules/media/media.repository.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { MediaService } from './modules/media/media.service.js';
import { LocalMediaStore } from './modules/media/media.storage.js';
import { MaintenanceRepository } from './modules/maintenance/maintenance.repository.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { MaintenanceService } from './modules/maintenance/maintenance.service.js';
import { SchoolSwitchRepository } from './modules/school-switch/school-switch.repository.js';
import { schoolSwitchRoutes } from './modules/school-switch/school-switch.routes.js';
import { SchoolSwitchService } from './modules/school-switch/school-switch.service.js';
import { ObservationEvents } from './modules/observations/observations.events.js';
import { ObservationsRepository } from './modules/observations/observations.repository.js';
import { observationsRoutes } from './modules/observations/observations.routes.js';
import { ObservationsService } from './modules/observations/observations.service.js';
import { SchoolsRepository } from './modules/schools/schools.repository.js';
import { schoolsRoutes } from './modules/schools/schools.routes.js';
import { SchoolsService } from './modules/schools/schools.service.js';
import { TodayRepository } from './modules/today/today.repository.js';
import { todayRoutes } from './modules/today/today.routes.js';
import { TodayService } from './modules/today/today.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { registerAssistant } from './modules/assistant/assistant.module.js';
import { registerImportsModule } from './modules/imports/imports.module.js';
import type { ModuleContext } from './modules/module-context.js';
import { registerPlatformModule } from './modules/platform/platform.module.js';

import { registerStudentsModule } from './modules/students/students.module.js';
import { registerFamiliesModule } from './modules/families/families.module.js';

import { registerSchoolModulesModule } from './modules/school-modules/school-modules.module.js';
import { registerUsageModule } from './modules/usage/usage.module.js';
import { registerReportsModule } from './modules/reports/reports.module.js';
import { registerSchoolDashboardModule } from './modules/school-dashboard/school-dashboard.module.js';

import { registerRolesModule } from './modules/roles/roles.module.js';
import { registerStaffModule } from './modules/staff/staff.module.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { createAssistantEngine } from './modules/assistant/engine/create-engine.js';
import { createAuthGuard } from './plugins/auth-guard.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { errorBody, registerErrorHandler } from './plugins/error-handler.js';
import { registerRealtime } from './plugins/realtime.js';
import { registerWebApp } from './plugins/web-app.js';
import { logSafeError } from './lib/log-safe-error.js';
import { logSafeRequest } from './lib/log-safe-url.js';

import { registerSchoolDetailsModule } from './modules/school-details/school-details.module.js';
import { registerDivisionsModule } from './modules/divisions/divisions.module.js';
import { registerClassesModule } from './modules/classes/classes.module.js';

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

/** Builds the whole server (no listen): plugins, services and every module's routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, secrets, db, clock } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact,
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
  // Uploads: one file per request, no bigger than the image limit (the media service re-checks).
  await app.register(multipart, {
    limits: { fileSize: config.mediaMaxImageBytes, files: 1, fields: 10, parts: 11 },
  });

  const audit = new AuditRepository(db);
  const authRepository = new AuthRepository(db);
  const tokens = new TokenService(secrets, clock);
  const sms = createSmsProvider(config.sms, app.log);
  const otp = new OtpService({
    repository: authRepository,
    sms,
    tokens,
    clock,
    otpSecret: secrets.otp,
    testOtps: config.testOtps,
    log: app.log,
  });
  const sessions = new SessionService({ repository: authRepository, audit, tokens, clock });
  const schools = new SchoolsService(new SchoolsRepository(db));
  const users = new UsersService({ repository: new UsersRepository(db), sessions, audit, clock, schools });
  const maintenance = new MaintenanceService({
    repository: new MaintenanceRepository(db),
    clock,
    audit,
    schools,
  });
  const media = new MediaService({
    repository: new MediaRepository(db),
    store: new LocalMediaStore(options.mediaDir),
    schools,
    clock,
    maxImageBytes: config.mediaMaxImageBytes,
  });
  const bugReports = new BugReportService({
    repository: new BugReportRepository(db),
    media,
    schools,
    audit,
    clock,
  });
  const accessTokens = new AccessTokensService({
    repository: new AccessTokensRepository(db),
    schools,
    sessions,
    audit,
    clock,
  });
  const schoolSwitch = new SchoolSwitchService({
    repository: new SchoolSwitchRepository(db),
    schools,
    sessions,
  });
  const guard = createAuthGuard(sessions);
  const realtime = await registerRealtime(app, {
    sessions,
    schools,
    clock,
    redisUrl: config.redisUrl,
    webOrigins: config.webOrigins,
  });
  app.decorate('realtime', realtime);
  const attendance = new AttendanceService({
    repository: new AttendanceRepository(db),
    schools,
    hub: realtime.hub,
    clock,
  });
  const jobs = new JobRunner({ repository: new JobsRepository(db), clock, log: app.log });
  app.decorate('jobs', jobs);
  const email = new EmailService({ provider: createEmailProvider(config.email, app.log), clock });
  const announcements = new AnnouncementsService({
    repository: new AnnouncementsRepository(db),
    schools,
    email,
    hub: realtime.hub,
    clock,
  });
  announcements.registerJobs(jobs);
  // Due jobs run while the server listens (from the start: catching up on what fell due while it
  // was down) until it closes; inject-only tests run them by hand after moving the clock.
  app.addHook('onListen', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    email.close();
  });
  const observations = new ObservationsService({
    repository: new ObservationsRepository(db),
    schools,
    events: new ObservationEvents(realtime.hub),
    clock,
  });
  // Cue: chat, voice commands and the task log over the socket; saves go through the services above.
  const assistant = registerAssistant(app, {
    db,
    engine: createAssistantEngine(config.ai, {
      // What went wrong with the model stays in the server log; the teacher reads a plain sentence.
      onModelError: (error) => app.log.warn({ err: logSafeError(error) }, 'assistant model request failed'),
    }),
    schools,
    attendance,
    announcements,
    observations,
    clock,
  });

  await app.register(healthRoutes, {
    health: new HealthService({ repository: new HealthRepository(db), redisStatus: realtime.redisStatus }),
  });
  await app.register(authRoutes, { otp, sessions, phoneLoginEnabled: config.phoneLoginEnabled });
  await app.register(usersRoutes, { users, sessions, guard });
  await app.register(schoolsRoutes, { schools, guard });
  await app.register(maintenanceRoutes, { maintenance, guard });
  await app.register(mediaRoutes, { media, guard });
  await app.register(bugReportRoutes, { bugReports, guard });
  await app.register(accessTokensRoutes, { accessTokens, guard });
  await app.register(schoolSwitchRoutes, { schoolSwitch, guard });
  await app.register(attendanceRoutes, { attendance, guard });
  await app.register(announcementsRoutes, { announcements, guard });
  await app.register(observationsRoutes, { observations, guard });
  await app.register(assistantRoutes, { assistant, guard });
  await app.register(todayRoutes, {
    today: new TodayService({ repository: new TodayRepository(db), schools, clock }),
    guard,
  });
  const context: ModuleContext = {
    ...{ app, config, db, clock, audit, sessions, schools, media, jobs, email, guard },
    hub: realtime.hub,
  };
  await registerPlatformModule(context, {});
  await registerImportsModule(context, {});
  await registerSchoolDetailsModule(context, {});
  await registerDivisionsModule(context, {});
  await registerClassesModule(context, {});
  await registerStudentsModule(context, {});
  await registerFamiliesModule(context, {});

  await registerSchoolModulesModule(context, {});
  await registerUsageModule(context, {});
  await registerReportsModule(context, {});
  await registerSchoolDashboardModule(context, {});

  await registerRolesModule(context, {});
  await registerStaffModule(context, {});
  await registerWebApp(app, options.webDistDir);
  return app;
}
