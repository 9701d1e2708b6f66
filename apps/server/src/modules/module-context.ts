import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { RealtimeHub } from '../lib/realtime-hub.js';
import type { AuthGuard } from '../plugins/auth-guard.js';
import type { AuditRepository } from './audit/audit.repository.js';
import type { SessionService } from './auth/session.service.js';
import type { EmailService } from './email/email.service.js';
import type { JobRunner } from './jobs/job-runner.js';
import type { MediaService } from './media/media.service.js';
import type { SchoolsService } from './schools/schools.service.js';

/**
 * What every server module is registered with (decision 030): the database, the clock, the
 * shared services most modules lean on (who the actor is, their school and permissions, the
 * audit log, uploads, realtime, jobs, email) and the auth guard for its routes, built once by
 * `buildCore` (`src/core.ts`). A module that needs another module's service takes it as a second
 * argument, so `app.ts` shows who uses whom.
 */
export interface ModuleContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  clock: Clock;
  audit: AuditRepository;
  sessions: SessionService;
  schools: SchoolsService;
  media: MediaService;
  hub: RealtimeHub;
  jobs: JobRunner;
  email: EmailService;
  guard: AuthGuard;
}

/**
 * One server module: builds its repository and services, registers its routes (and socket
 * events, jobs), and returns the service other modules may use.
 */
export type ServerModule<Service = void, Needs = object> = (
  context: ModuleContext,
  needs: Needs,
) => Promise<Service>;
