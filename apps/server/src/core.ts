import type { FastifyInstance } from 'fastify';
import type { Config, Secrets } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { SessionService } from './modules/auth/session.service.js';
import { TokenService } from './modules/auth/tokens.js';
import { createEmailProvider } from './modules/email/email-provider.js';
import { EmailService } from './modules/email/email.service.js';
import { JobRunner } from './modules/jobs/job-runner.js';
import { JobsRepository } from './modules/jobs/jobs.repository.js';
import { MediaRepository } from './modules/media/media.repository.js';
import { MediaService } from './modules/media/media.service.js';
import { MediaLinkSigner } from './modules/media/media-links.js';
import { MediaQuota } from './modules/media/media.quota.js';
import { S3MediaStore } from './modules/media/media.s3-store.js';
import { LocalMediaStore } from './modules/media/media.store.js';
import type { ModuleContext } from './modules/module-context.js';
import { SchoolsRepository } from './modules/schools/schools.repository.js';
import { SchoolsService } from './modules/schools/schools.service.js';
import { createAuthGuard } from './plugins/auth-guard.js';
import { registerRealtime } from './plugins/realtime.js';

export interface CoreOptions {
  config: Config;
  secrets: Secrets;
  db: Database;
  clock: Clock;
  /** Private folder of uploaded media (`DATA_DIR/media`). */
  mediaDir: string;
}

/**
 * The core every module is registered with, built once (decision 030): the audit log, tokens
 * and sessions, schools (tenancy and permissions), uploads, the realtime socket, the auth
 * guard, the job runner and email. Also returns the two parts only one module needs: the token
 * service (auth's OTP sign-in) and the socket server (health reports its Redis link).
 */
export async function buildCore(app: FastifyInstance, options: CoreOptions) {
  const { config, secrets, db, clock } = options;
  const audit = new AuditRepository(db);
  const tokens = new TokenService(secrets, clock);
  const sessions = new SessionService({ repository: new AuthRepository(db), audit, tokens, clock });
  // Pictures are signed by the media service, built next (its uploads need schools): the
  // closure reaches it when an answer is presented, long after both exist.
  const schools: SchoolsService = new SchoolsService(new SchoolsRepository(db), {
    pictureLinks: (ids) => media.pictureLinks(ids),
  });
  const links = new MediaLinkSigner(options.secrets.mediaLinks);
  const media: MediaService = new MediaService({
    repository: new MediaRepository(db),
    // A bucket when S3_* is configured, else the private folder on this machine.
    store: config.s3 ? new S3MediaStore(config.s3) : new LocalMediaStore(options.mediaDir, links),
    schools,
    clock,
    links,
    quota: new MediaQuota(config.media),
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
  const jobs = new JobRunner({ repository: new JobsRepository(db), clock, log: app.log });
  app.decorate('jobs', jobs);
  const email = new EmailService({ provider: createEmailProvider(config.email, app.log), clock });
  // Due jobs run while the server listens (from the start: catching up on what fell due while it
  // was down) until it closes; inject-only tests run them by hand after moving the clock.
  app.addHook('onListen', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    email.close();
  });
  const context: ModuleContext = {
    app,
    config,
    db,
    clock,
    audit,
    sessions,
    schools,
    media,
    hub: realtime.hub,
    jobs,
    email,
    guard,
  };
  return { context, tokens, realtime };
}
