import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_MAX_DOC_BYTES,
  DEFAULT_MAX_VIDEO_BYTES,
  apiPath,
  apiPaths,
  messages,
  type UploadedMedia,
} from '@cue/contracts';
import { media, schools, staffMemberships, users } from '../../db/schema/index.js';
import { tinyPdf } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';

/** Limits, a school's storage against its quota, and the calls of later issues. */
describe('media quota and usage', () => {
  let t: TestApp;
  let priya: string; // teacher, Sunbeam
  let farah: string; // admin, Sunbeam
  let sam: string; // platform admin
  let anil: string; // admin, Maple
  let rahul: string; // parent
  let sunbeam: string;
  let maple: string;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });
  const post = (url: string, body: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: body, ...(token && { headers: bearer(token) }) });
  const upload = async (token: string, bytes: Buffer, filename = 'a.pdf') => {
    const { payload, headers } = multipartFile({ filename, contentType: 'application/pdf', bytes });
    return t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_TOTAL_MEDIA: '12', MEDIA_SCHOOL_QUOTA_BYTES: '5000' } });
    priya = await staffToken(t.app, '9000000001');
    farah = await staffToken(t.app, '9000000002');
    sam = await staffToken(t.app, '9000000005');
    anil = await staffToken(t.app, '9000000006');
    rahul = await parentToken(t.app, '9000000003');
    const schoolOf = async (phone: string) => {
      const [row] = await t.db
        .select({ id: staffMemberships.schoolId })
        .from(staffMemberships)
        .innerJoin(users, eq(users.id, staffMemberships.userId))
        .where(eq(users.phone, phone));
      return row!.id;
    };
    sunbeam = await schoolOf('9000000001');
    maple = await schoolOf('9000000006');
  });
  afterAll(() => t.close());

  it('tells any signed-in user the limits the server enforces', async () => {
    expect((await get(apiPaths.uploadConstraints)).statusCode).toBe(401);
    for (const token of [priya, rahul]) {
      const r = await get(apiPaths.uploadConstraints, token);
      expect(r.statusCode).toBe(200);
      expect(r.json().result).toMatchObject({
        max_video_size: DEFAULT_MAX_VIDEO_BYTES,
        max_doc_size: DEFAULT_MAX_DOC_BYTES,
        total_media: 12,
      });
    }
  });

  it('refuses an upload that would pass the quota (413), storing nothing; deleted media free room', async () => {
    const first = await upload(priya, tinyPdf(' '.repeat(3000)));
    expect(first.statusCode).toBe(200);
    const over = await upload(priya, tinyPdf(' '.repeat(3000)));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: messages.mediaQuotaReached, field: 'file' });
    const rows = await t.db.select().from(media).where(eq(media.schoolId, sunbeam));
    expect(rows).toHaveLength(1);
    // Another school's quota is its own.
    expect((await upload(anil, tinyPdf(' '.repeat(3000)))).statusCode).toBe(200);
    await t.db
      .update(media)
      .set({ deletedAt: new Date() })
      .where(eq(media.id, first.json<{ result: UploadedMedia }>().result._id));
    expect((await upload(priya, tinyPdf(' '.repeat(3000)))).statusCode).toBe(200);
  });

  it('shows the school its usage (admin_portal.usage), never another school’s', async () => {
    expect((await get(apiPaths.schoolMediaUsage)).statusCode).toBe(401);
    expect((await get(apiPaths.schoolMediaUsage, priya)).statusCode).toBe(403);
    expect((await get(apiPaths.schoolMediaUsage, rahul)).statusCode).toBe(403);
    const r = await get(apiPaths.schoolMediaUsage, farah);
    expect(r.statusCode).toBe(200);
    const usage = r.json().result;
    expect(usage).toMatchObject({ school_id: sunbeam, quota_bytes: 5000, media_count: 1 });
    expect(usage.by_kind.document.count).toBe(1);
    expect(usage.used_bytes).toBe(usage.by_kind.document.bytes);
  });

  it('tracks consumption by month for platform admins and the school’s own admins', async () => {
    const path = (id: string) => apiPath(apiPaths.schoolMediaConsumption, { id });
    expect((await get(path(sunbeam))).statusCode).toBe(401);
    expect((await get(path(sunbeam), priya)).statusCode).toBe(403);
    expect((await get(path(sunbeam), anil)).statusCode).toBe(404);
    expect((await get(path('f'.repeat(24)), sam)).statusCode).toBe(404);
    const own = await get(path(sunbeam), farah);
    expect(own.statusCode).toBe(200);
    const platform = await get(path(maple), sam);
    expect(platform.statusCode).toBe(200);
    const { months, media_count } = platform.json().result;
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toMatchObject({ month: '2026-11', count: 1 });
    expect(media_count).toBe(1);
  });

  it('lets only platform admins extend a quota, never below what is used', async () => {
    const path = (id: string) => apiPath(apiPaths.schoolMediaQuotaExtend, { id });
    expect((await post(path(maple), { quota_bytes: 10_000 })).statusCode).toBe(401);
    expect((await post(path(maple), { quota_bytes: 10_000 }, anil)).statusCode).toBe(403);
    expect((await post(path(maple), { quota_bytes: 10_000 }, farah)).statusCode).toBe(403);
    const tooSmall = await post(path(maple), { quota_bytes: 10 }, sam);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().field).toBe('quota_bytes');
    expect((await post(path('f'.repeat(24)), { quota_bytes: 10_000 }, sam)).statusCode).toBe(404);
    const ok = await post(path(maple), { quota_bytes: 10_000 }, sam);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.quota_bytes).toBe(10_000);
    const [school] = await t.db.select().from(schools).where(eq(schools.id, maple));
    expect(school!.mediaQuotaBytes).toBe(10_000);
    expect((await upload(anil, tinyPdf(' '.repeat(3000)))).statusCode).toBe(200);
  });

  it('answers face recognition and activities with 501 after sign-in', async () => {
    const calls = [
      ['POST', apiPaths.addNewFace, messages.faceRecognitionNotAvailable],
      ['GET', apiPaths.fetchUserRecognizedFace, messages.faceRecognitionNotAvailable],
      ['POST', apiPaths.resetUserFaceReference, messages.faceRecognitionNotAvailable],
      [
        'POST',
        apiPath(apiPaths.searchWithFace, { id: 'f'.repeat(24) }),
        messages.faceRecognitionNotAvailable,
      ],
      ['POST', apiPaths.addUnmatchedFace, messages.faceRecognitionNotAvailable],
      ['POST', apiPath(apiPaths.mediaAddInActivity, { id: 'f'.repeat(24) }), messages.activitiesNotAvailable],
    ] as const;
    for (const [method, url, message] of calls) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      const r = await t.app.inject({ method, url, headers: bearer(priya) });
      expect(r.statusCode, url).toBe(501);
      expect(r.json()).toMatchObject({ code: 'NOT_IMPLEMENTED', message });
    }
  });
});
