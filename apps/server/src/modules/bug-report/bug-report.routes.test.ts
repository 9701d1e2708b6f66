import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { apiPaths, messages, type UploadedMedia } from '@cue/contracts';
import { auditLog, bugReports } from '../../db/schema/index.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const FARAH = '9000000002';
const RAHUL = '9000000003';

async function uploadScreenshot(app: FastifyInstance, token: string): Promise<UploadedMedia> {
  const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile({ filename: 'screen.png', contentType: 'image/png', bytes });
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.uploadImage,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: UploadedMedia }>().result;
}

describe('bug_report/', () => {
  let t: TestApp;
  let priya: string;
  let farah: string;
  const report = (token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.bugReport,
      payload,
      ...(token && { headers: bearer(token) }),
    });
  const reportCount = async () => (await t.db.select({ n: count() }).from(bugReports))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, PRIYA);
    farah = await staffToken(t.app, FARAH);
  });
  afterAll(() => t.close());

  it('records a staff member’s report with their own screenshots, and audits it', async () => {
    const shot = await uploadScreenshot(t.app, priya);
    const response = await report(priya, {
      url: 'http://localhost:3000/dashboard',
      summary: '  The class list does not load  ',
      media: [{ media_link: shot.media_link }],
    });
    expect(response.statusCode).toBe(200);
    const { _id } = response.json<{ result: { _id: string } }>().result;
    expect(_id).toMatch(/^[0-9a-f]{24}$/);
    const [row] = await t.db.select().from(bugReports).where(eq(bugReports.id, _id));
    expect(row).toMatchObject({
      url: 'http://localhost:3000/dashboard',
      summary: 'The class list does not load',
      mediaIds: [shot._id],
    });
    expect(row!.schoolId).toMatch(/^[0-9a-f]{24}$/);
    const [audited] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report_issue'), eq(auditLog.entityId, _id)));
    expect(audited!.n).toBe(1);
  });

  it('accepts a report without media', async () => {
    const response = await report(farah, { url: '/admin/school-setup', summary: 'Typo on the page' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an empty or blank summary with the spec message, writing nothing', async () => {
    const before = await reportCount();
    for (const summary of ['', '   \n\t ']) {
      const response = await report(priya, { url: '/dashboard', summary, media: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: messages.describeIssue,
        msg: messages.describeIssue,
        field: 'summary',
      });
    }
    expect(await reportCount()).toBe(before);
  });

  it('refuses media the reporter did not upload, or links that are not media links', async () => {
    const before = await reportCount();
    const farahShot = await uploadScreenshot(t.app, farah);
    const own = await uploadScreenshot(t.app, priya);
    for (const media of [
      [{ media_link: farahShot.media_link }],
      [{ media_link: own.media_link }, { media_link: farahShot.media_link }],
      [{ media_link: 'https://evil.example/x.png' }],
      [{ media_link: `/api/media/${'f'.repeat(24)}` }],
    ]) {
      const response = await report(priya, { url: '/dashboard', summary: 'Broken', media });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('media');
    }
    expect(await reportCount()).toBe(before);
  });

  it('refuses parents (no report button) with 403 and no token with 401', async () => {
    const before = await reportCount();
    const parent = await report(await parentToken(t.app, RAHUL), { url: '/dashboard', summary: 'Hi' });
    expect(parent.statusCode).toBe(403);
    expect(parent.json().code).toBe('FORBIDDEN');
    const anonymous = await report(null, { url: '/dashboard', summary: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(await reportCount()).toBe(before);
  });
});
