import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, Secrets } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { OtpService } from './modules/auth/otp.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { createSmsProvider } from './modules/auth/sms/sms-provider.js';
import { TokenService } from './modules/auth/tokens.js';
import { MaintenanceRepository } from './modules/maintenance/maintenance.repository.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { MaintenanceService } from './modules/maintenance/maintenance.service.js';
import { SchoolsRepository } from './modules/schools/schools.repository.js';
import { schoolsRoutes } from './modules/schools/schools.routes.js';
import { SchoolsService } from './modules/schools/schools.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { createAuthGuard } from './plugins/auth-guard.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppOptions {
  config: Config;
  secrets: Secrets;
  db: Database;
  clock: Clock;
  /** Folder of the built web app; null serves the API only. */
  webDistDir: string | null;
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
      ...(options.logStream && { stream: options.logStream }),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
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
  const users = new UsersService({ repository: new UsersRepository(db), sessions, audit, clock });
  const schools = new SchoolsService(new SchoolsRepository(db));
  const maintenance = new MaintenanceService(new MaintenanceRepository(db), clock);
  const guard = createAuthGuard(sessions);

  await app.register(authRoutes, { otp, sessions, phoneLoginEnabled: config.phoneLoginEnabled });
  await app.register(usersRoutes, { users, sessions, guard });
  await app.register(schoolsRoutes, { schools, guard });
  await app.register(maintenanceRoutes, { maintenance });
  await registerWebApp(app, options.webDistDir);
  return app;
}
