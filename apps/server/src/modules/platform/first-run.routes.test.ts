import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPaths } from '@cue/contracts';
import {
  auditLog,
  firstRunTokens,
  organizations,
  schoolRoles,
  schools,
  staffMemberships,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { prepareFirstRunLink, SetupLinkFile } from './first-run-link.js';
import { PlatformRepository } from './platform.repository.js';

const ADMIN_PHONE = '9123456780';

describe('first run on an empty install', () => {
  let t: TestApp;
  let dataDir: string;
  let file: SetupLinkFile;
  let token: string;

  const prepare = (port = 3000) =>
    prepareFirstRunLink({ repository: new PlatformRepository(t.db), file, clock: t.clock, port });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const check = (body: unknown) =>
    t.app.inject({ method: 'POST', url: apiPaths.firstRunCheck, payload: body as object });
  const setUp = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: apiPaths.firstRun, payload: body });
  const form = (overrides: Record<string, unknown> = {}) => ({
    token,
    organization_name: 'Little Oaks Trust',
    school_name: 'Little Oaks Indiranagar',
    time_zone: 'Asia/Kolkata',
    editor_direction: 'l2r',
    admin_first_name: 'Lata',
    admin_last_name: 'Menon',
    admin_phone: ADMIN_PHONE,
    admin_email: 'lata@littleoaks.test',
    ...overrides,
  });
  const countOf = async (table: typeof schools | typeof organizations) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cue-first-run-'));
    t = await createTestApp({
      demoSchool: false,
      env: { DATA_DIR: dataDir, AUTH_TEST_OTP: `${ADMIN_PHONE}:123456` },
    });
    file = new SetupLinkFile(dataDir);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a setup link, keeps it (owner-only) in DATA_DIR, and gives the same one after a restart', async () => {
    const link = await prepare();
    expect(link).toMatch(/^http:\/\/localhost:3000\/public\/setup\?token=[\w-]{43}$/);
    token = tokenOf(link!);
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
    expect(await prepare()).toBe(link);
    // Only the hash is stored.
    const rows = await t.db.select().from(firstRunTokens);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await check({ token })).json()).toEqual({ result: { status: 'ready' } });
  });

  it('replaces the link when the file is gone: the old one is dead', async () => {
    const old = token;
    await file.remove();
    const link = await prepare(4000);
    token = tokenOf(link!);
    expect(token).not.toBe(old);
    expect(link).toContain('localhost:4000');
    expect((await check({ token: old })).json().result.status).not.toBe('ready');
    expect((await setUp(form({ token: old }))).statusCode).toBe(410);
    expect((await check({ token })).json().result.status).toBe('ready');
  });

  it('answers invalid for an unknown token and 400 for a missing one', async () => {
    expect((await check({ token: 'not-a-real-token' })).json()).toEqual({ result: { status: 'invalid' } });
    const missing = await check({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('token');
    const unknown = await setUp(form({ token: 'not-a-real-token' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This setup link is not valid');
  });

  it('refuses bad fields with a 400 naming the field, writing nothing and keeping the link', async () => {
    for (const [field, value] of [
      ['time_zone', 'Mars/Olympus_Mons'],
      ['admin_phone', '12345'],
      ['editor_direction', 'up'],
      ['school_name', '   '],
      ['admin_email', 'not-an-email'],
    ] as const) {
      const response = await setUp(form({ [field]: value }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect(await countOf(schools)).toBe(0);
    expect(await countOf(organizations)).toBe(0);
    expect((await check({ token })).json().result.status).toBe('ready');
  });

  it('creates the organization, school, roles and first admin in one go; the admin signs in as platform admin', async () => {
    const response = await setUp(form());
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.organization.name).toBe('Little Oaks Trust');
    expect(result.school.name).toBe('Little Oaks Indiranagar');
    expect(result.admin).toMatchObject({ first_name: 'Lata', last_name: 'Menon' });

    const roles = await t.db
      .select({ name: schoolRoles.name })
      .from(schoolRoles)
      .where(eq(schoolRoles.schoolId, result.school._id));
    expect(roles.map((r) => r.name).sort()).toEqual(['Administrator', 'Platform admin', 'Teacher']);
    const [membership] = await t.db.select().from(staffMemberships);
    expect(membership).toMatchObject({ isAdmin: true, userId: result.admin._id });

    const admin = await staffToken(t.app, ADMIN_PHONE);
    const permissions = await t.app.inject({ url: apiPaths.userPermissions, headers: bearer(admin) });
    const rolePermissions = permissions.json().result.role_permissions;
    expect(rolePermissions.super_admin.manage_platform_org_schools).toBe(true);
    expect(rolePermissions.admin_portal.classes).toBe(true);
    const settings = await t.app.inject({ url: apiPaths.schoolSettings, headers: bearer(admin) });
    expect(settings.json().result).toMatchObject({
      school_name: 'Little Oaks Indiranagar',
      editor_direction: 'l2r',
    });
    expect(settings.json().result.school_permissions.attendance.enabled).toBe(true);

    // The link is dead and its file gone; the audit names who was created, never the phone.
    await expect(stat(file.path)).rejects.toThrow();
    expect((await check({ token })).json().result.status).toBe('used');
    const audit = await t.db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'create_organization',
        'create_school',
        'create_role',
        'create_user',
        'add_staff',
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain(ADMIN_PHONE);
  });

  it('refuses the link a second time, creating nothing more', async () => {
    const again = await setUp(form({ school_name: 'Another school' }));
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This setup link has already been used');
    expect(await countOf(schools)).toBe(1);
  });

  it('writes no new link once the install has a school', async () => {
    expect(await prepare()).toBeNull();
    const unused = (await t.db.select().from(firstRunTokens)).filter((r) => r.usedAt === null);
    expect(unused).toEqual([]);
  });

  it('never writes the token to the server log, not even the setup page address', async () => {
    await t.app.inject({ url: `/public/setup?token=${token}` });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/public/setup?token=[redacted]');
    expect(logs).not.toContain(token);
  });
});

describe('first run on an install that has schools', () => {
  it('writes no token row and no link file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cue-first-run-'));
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const file = new SetupLinkFile(dataDir);
      const link = await prepareFirstRunLink({
        repository: new PlatformRepository(t.db),
        file,
        clock: t.clock,
        port: 3000,
      });
      expect(link).toBeNull();
      expect(await t.db.select().from(firstRunTokens)).toEqual([]);
      await expect(stat(file.path)).rejects.toThrow();
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
