import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiPaths, type SchoolDetails, type UploadedMedia } from '@cue/contracts';
import { auditLog, schools } from '../../db/schema/index.js';
import { demoLogins } from '../../test/demo.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const details = {
  name: 'Sunbeam Nursery School',
  address: '12 Lake Road\nIndiranagar\nBengaluru 560038',
  logo_media_id: null,
  time_zone: 'Asia/Kolkata',
  editor_direction: 'l2r',
  academic_year: '01-06-2026 - 31-03-2027',
};

describe('school_details/', () => {
  let t: TestApp;
  const logins = demoLogins(() => t.app);
  const read = (token?: string) =>
    t.app.inject({ method: 'GET', url: apiPaths.schoolDetails, ...(token && { headers: bearer(token) }) });
  const save = (payload: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.schoolDetails,
      payload,
      ...(token && { headers: bearer(token) }),
    });
  const upload = async (token: string): Promise<UploadedMedia> => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f59f00' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({ filename: 'logo.png', contentType: 'image/png', bytes });
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadImage,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ result: UploadedMedia }>().result;
  };
  let sunbeamId: string;
  const sunbeamRow = async () => (await t.db.select().from(schools).where(eq(schools.id, sunbeamId)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    sunbeamId = (await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery')))[0]!.id;
  });
  beforeEach(() => logins.forget());
  afterAll(() => t.close());

  it("reads the admin's own school only", async () => {
    const farah = await read(await logins.staff('farah'));
    expect(farah.statusCode).toBe(200);
    expect(farah.json<{ result: SchoolDetails }>().result).toMatchObject({
      name: 'Sunbeam Nursery',
      editor_direction: 'l2r',
      logo_link: null,
    });
    const anil = await read(await logins.staff('anil'));
    expect(anil.json<{ result: SchoolDetails }>().result.name).toBe('Maple Kids Koramangala');
  });

  it('refuses without a token (401) and a teacher without the switch (403)', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(details)).statusCode).toBe(401);
    const priya = await logins.staff('priya');
    expect((await read(priya)).statusCode).toBe(403);
    expect((await save(details, priya)).statusCode).toBe(403);
    expect((await sunbeamRow())!.name).toBe('Sunbeam Nursery');
  });

  it('saves every field with a logo, shows it in settings and audits it; the logo can be removed', async () => {
    const farah = await logins.staff('farah');
    const logo = await upload(farah);
    const saved = await save({ ...details, logo_media_id: logo._id, editor_direction: 'r2l' }, farah);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ result: SchoolDetails }>().result).toMatchObject({
      name: 'Sunbeam Nursery School',
      address: details.address,
      logo_media_id: logo._id,
      editor_direction: 'r2l',
      academic_year: details.academic_year,
    });
    // The shell's school name comes from school_settings/.
    const settings = await t.app.inject({
      method: 'GET',
      url: apiPaths.schoolSettings,
      headers: bearer(farah),
    });
    expect(settings.json<{ result: { school_name: string } }>().result.school_name).toBe(
      'Sunbeam Nursery School',
    );
    // The answer carries a signed link to the logo that loads without a token.
    const logoLink = saved.json<{ result: SchoolDetails }>().result.logo_link!;
    expect(logoLink).toContain(`/api/media/${logo._id}/`);
    const logoRead = await t.app.inject({ method: 'GET', url: logoLink });
    expect(logoRead.statusCode).toBe(200);
    expect(logoRead.headers['content-type']).toMatch(/^image\//);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_school_details'), eq(auditLog.entityId, sunbeamId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      changed: ['name', 'address', 'logoMediaId', 'editorDirection'],
    });

    const removed = await save({ ...details, logo_media_id: null }, farah);
    expect(removed.json<{ result: SchoolDetails }>().result.logo_media_id).toBeNull();
  });

  it("announces the change to the school's staff so open screens refetch the school's name", async () => {
    const priyaSocket = await connectSocket(t.app, await logins.staff('priya'));
    try {
      const events = collect(priyaSocket, 'records-changed');
      expect((await save(details, await logins.staff('farah'))).statusCode).toBe(200);
      await eventually(() => events.some((e) => e.entity === 'school' && e.ids.includes(sunbeamId)));
    } finally {
      priyaSocket.close();
    }
  });

  it('never sets another school’s upload as the logo (400 naming logo_media_id)', async () => {
    const anil = await logins.staff('anil');
    const mapleLogo = await upload(anil);
    const response = await save({ ...details, logo_media_id: mapleLogo._id }, await logins.staff('farah'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'logo_media_id' });
  });

  it.each([
    ['academic_year', { academic_year: '31-02-2026 - 31-03-2027' }],
    ['academic_year', { academic_year: '01-06-2027 - 31-03-2027' }],
    ['academic_year', { academic_year: '2026-2027' }],
    ['time_zone', { time_zone: 'Mars/Olympus' }],
    ['editor_direction', { editor_direction: 'rtl' }],
    ['name', { name: '   ' }],
  ])('refuses a bad %s with a 400 naming it and writes nothing', async (field, change) => {
    const farah = await logins.staff('farah');
    const before = await sunbeamRow();
    const response = await save({ ...details, ...change }, farah);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
    expect(await sunbeamRow()).toEqual(before);
  });

  it("accepts '-' for no academic year", async () => {
    const response = await save({ ...details, academic_year: '-' }, await logins.staff('farah'));
    expect(response.json<{ result: SchoolDetails }>().result.academic_year).toBe('-');
  });
});
