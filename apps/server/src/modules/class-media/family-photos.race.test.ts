import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, type ClassMedication } from '@cue/contracts';
import { mediaAttachments } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { uploadPhoto } from '../../test/media-files.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A parent's own upload goes to one record only (decisions 042, 043, 044), even when two requests
 * name it at once: the check and the attach must not both pass. (A real race needs PostgreSQL:
 * run with DATABASE_URL; PGlite has one connection and serialises the transactions.)
 */
describe('a family photo named by two requests at once', () => {
  let t: TestApp;
  let aarav: string;
  let today: string;
  const { staff, parent } = demoLogins(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    aarav = (await studentsOf(t.app, priya, nurseryA))['Aarav Sharma']!;
    const response = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.classMedication, { classId: nurseryA }),
      headers: bearer(priya),
    });
    today = response.json<{ result: ClassMedication }>().result.date;
  });
  afterAll(() => t.close());

  it('attaches it once: one request is refused naming media_ids', async () => {
    const rahul = await parent('rahul');
    const ask = (photo: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.childMedication, { studentId: aarav }),
        payload: {
          medicine_name: 'Calpol',
          dose: '5 ml',
          times: ['23:59'],
          start_date: today,
          end_date: today,
          media_ids: [photo],
        },
        headers: bearer(rahul),
      });
    for (const colour of ['#101010', '#202020', '#303030', '#404040', '#505050']) {
      const photo = await uploadPhoto(t.app, rahul, colour);
      const answers = await Promise.all([ask(photo), ask(photo), ask(photo)]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 400, 400]);
      const [uses] = await t.db
        .select({ n: count() })
        .from(mediaAttachments)
        .where(eq(mediaAttachments.mediaId, photo));
      expect(uses!.n).toBe(1);
    }
  });
});
