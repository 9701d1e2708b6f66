import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, messages, type LoginedUserDetails, type Observation } from '@cue/contracts';
import { announcements, classMedia, mediaAttachments, schools } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { switchSchoolModule } from '../../test/school-modules.js';
import { uploadPhoto } from '../../test/media-files.js';

/**
 * Attachments and the media module (decision 040): a library photo is attached only while the
 * school has the media library on; one's own fresh upload is part of the announcement or
 * observation and attaches regardless. At most the configured `total_media` files per record.
 */
describe('attachments: the media switch and the configured file limit', () => {
  let t: TestApp;
  let sunbeamId: string;
  let nurseryA: string;
  let aarav: string;
  let libraryPhoto: string;
  const { staff, forget } = demoLogins(() => t.app);

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const upload = (token: string, colour?: string) => uploadPhoto(t.app, token, colour);
  const setMedia = async (enabled: boolean) => switchSchoolModule(t, await staff('farah'), 'media', enabled);
  const announce = async (mediaIds: string[]) =>
    post(apiPaths.createAnnouncement, await staff('priya'), {
      title: 'Sand play',
      share_with: 'Classes',
      classes_ids: [nurseryA],
      announcement_media: mediaIds,
    });
  const record = async (mediaIds: string[]) =>
    post(apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), await staff('priya'), {
      observation_entries: [{ student_id: aarav, general_note: 'Built a tower', media_ids: mediaIds }],
    });
  const counts = async () => ({
    announcements: (await t.db.select({ n: count() }).from(announcements))[0]!.n,
    attachments: (await t.db.select({ n: count() }).from(mediaAttachments))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_TOTAL_MEDIA: '2' } });
    sunbeamId = (await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery')))[0]!.id;
    const farah = await staff('farah');
    nurseryA = (await classesOf(t.app, farah))['Nursery A']!._id;
    aarav = (await studentsOf(t.app, farah, nurseryA))['Aarav Sharma']!;
    // A photo in Nursery A's library, put there by Farah (not Priya's own upload).
    libraryPhoto = await upload(farah);
    const details = await t.app.inject({
      method: 'GET',
      url: apiPaths.loginedUserDetails,
      headers: bearer(farah),
    });
    const farahId = details.json<{ result: LoginedUserDetails }>().result.user_detials._id.$oid;
    await t.db.insert(classMedia).values({
      id: newObjectId(new Date()),
      schoolId: sunbeamId,
      classId: nurseryA,
      mediaId: libraryPhoto,
      takenOn: '2026-11-24',
      uploadedByUserId: farahId,
    });
  });
  afterAll(async () => t?.close());
  beforeEach(() => forget());

  it('with the media module off, a library photo is refused (403) on announcements and observations', async () => {
    await setMedia(false);
    try {
      const before = await counts();
      for (const response of [await announce([libraryPhoto]), await record([libraryPhoto])]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ message: messages.moduleOff });
      }
      const recorded = await record([]);
      expect(recorded.statusCode, recorded.body).toBe(200);
      const observation = recorded.json<{ result: { observation_entries: Observation[] } }>().result
        .observation_entries[0]!;
      const attach = await post(
        apiPath(apiPaths.addMediaToAnecdotes, { id: observation._id }),
        await staff('priya'),
        { media_ids: [libraryPhoto] },
      );
      expect(attach.statusCode, attach.body).toBe(403);
      expect((await counts()).attachments).toBe(before.attachments);

      // Priya's own fresh upload is part of her announcement: allowed with the module off.
      const own = await announce([await upload(await staff('priya'))]);
      expect(own.statusCode, own.body).toBe(200);
    } finally {
      await setMedia(true);
    }
    expect((await announce([libraryPhoto])).statusCode).toBe(200);
  });

  it('refuses more files than the configured total_media on announcements and observations', async () => {
    const priya = await staff('priya');
    const three = [await upload(priya), await upload(priya), await upload(priya)];
    const before = await counts();
    const viaAnnouncement = await announce(three);
    expect(viaAnnouncement.statusCode, viaAnnouncement.body).toBe(400);
    expect(viaAnnouncement.json()).toMatchObject({ field: 'announcement_media' });

    const recorded = await record(three.slice(0, 2));
    expect(recorded.statusCode, recorded.body).toBe(200);
    const observation = recorded.json<{ result: { observation_entries: Observation[] } }>().result
      .observation_entries[0]!;
    const attach = await post(apiPath(apiPaths.addMediaToAnecdotes, { id: observation._id }), priya, {
      media_ids: [three[2]!],
    });
    expect(attach.statusCode, attach.body).toBe(400);
    expect(attach.json()).toMatchObject({ field: 'media_ids' });
    expect((await counts()).announcements).toBe(before.announcements);
  });
});
