import { eq } from 'drizzle-orm';
import { staffMemberships, users } from '../db/schema/index.js';
import type { RealtimeHub } from '../lib/realtime-hub.js';
import type { Actor } from '../modules/auth/session.service.js';
import { MediaLinkSigner } from '../modules/media/media-links.js';
import { MediaQuota } from '../modules/media/media.quota.js';
import { MediaRepository } from '../modules/media/media.repository.js';
import { MediaService } from '../modules/media/media.service.js';
import { LocalMediaStore } from '../modules/media/media.store.js';
import { SchoolsRepository } from '../modules/schools/schools.repository.js';
import { SchoolsService } from '../modules/schools/schools.service.js';
import { demoPhones, type DemoPerson } from './demo.js';
import type { TestApp } from './test-app.js';
import { testSecrets } from './test-secrets.js';

/*
 * For tests that call one service function directly (a module's narrow read for another module,
 * as the portfolio uses): the real core services on the test app's database and media folder,
 * and demo people as actors, without a sign-in.
 */

/** A hub that tells nobody (direct calls have no sockets to tell). */
export const quietHub: RealtimeHub = {
  recordsChanged: () => {},
  endStaffConnections: () => {},
  usersChanged: () => {},
};

/** A demo person as the auth guard would hand them to a service (staff: in their first school). */
export async function demoActor(t: TestApp, person: DemoPerson, kind: 'staff' | 'parent'): Promise<Actor> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, demoPhones[person]));
  const [membership] =
    kind === 'staff'
      ? await t.db
          .select({ schoolId: staffMemberships.schoolId })
          .from(staffMemberships)
          .where(eq(staffMemberships.userId, user!.id))
      : [];
  return {
    userId: user!.id,
    kind,
    sessionId: 'direct',
    schoolId: membership?.schoolId ?? null,
    isTemporary: false,
  };
}

/** The schools service on the test app's database. */
export const schoolsServiceOf = (t: TestApp) => new SchoolsService(new SchoolsRepository(t.db));

/** A media service over the test app's own media folder: it reads what the app stored. */
export function mediaServiceOf(t: TestApp): MediaService {
  const links = new MediaLinkSigner(testSecrets.mediaLinks);
  return new MediaService({
    repository: new MediaRepository(t.db),
    store: new LocalMediaStore(t.mediaDir, links),
    schools: schoolsServiceOf(t),
    clock: t.clock,
    links,
    quota: new MediaQuota({
      maxImageBytes: 10_000_000,
      maxVideoBytes: 10_000_000,
      maxDocBytes: 10_000_000,
      totalMedia: 10,
      schoolQuotaBytes: 1_000_000_000,
      uploadsPerUserPerDay: 100,
    }),
  });
}
