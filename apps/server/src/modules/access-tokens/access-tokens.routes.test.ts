import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPath, apiPaths, messages, readTokenExpiry, type AccessTokenSummary } from '@cue/contracts';
import { auditLog, refreshSessions, tempAccessTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const FARAH = '9000000002';
const RAHUL = '9000000003';
const SAM = '9000000005';
const ANIL = '9000000006';
const MINUTE = 60;

type Created = AccessTokenSummary & { token: string };
type TempLogin = {
  staff_user: { access_token: string; refresh_token: string };
  is_temp_token: true;
  expires_at: string;
};

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });

describe('temporary access tokens', () => {
  let t: TestApp;
  let farah: string;
  let anil: string;
  let priyaId: string;
  let anilId: string;
  let samId: string;

  const create = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: apiPaths.accessTokens, payload, headers: bearer(token) });
  const createFor = async (staffUserId: string, minutes: number): Promise<Created> => {
    const response = await create(farah, { staff_user_id: staffUserId, expires_in_minutes: minutes });
    expect(response.statusCode).toBe(200);
    return response.json<{ result: Created }>().result;
  };
  const login = (token: string) =>
    t.app.inject({ method: 'POST', url: apiPaths.accessTokenLogin, payload: { token } });
  const revoke = (token: string, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: apiPath(apiPaths.accessTokenById, { id }),
      headers: bearer(token),
    });
  const details = (token: string) => get(t.app, apiPaths.loginedUserDetails, token);
  const list = async (token: string) =>
    (await get(t.app, apiPaths.accessTokens, token)).json<{ result: AccessTokenSummary[] }>().result;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.phone, [PRIYA, ANIL, SAM]));
    priyaId = rows.find((r) => r.phone === PRIYA)!.id;
    anilId = rows.find((r) => r.phone === ANIL)!.id;
    samId = rows.find((r) => r.phone === SAM)!.id;
  });
  // Fresh admin sessions for every test: tests move the clock on by hours.
  beforeEach(async () => {
    farah = await staffToken(t.app, FARAH);
    anil = await staffToken(t.app, ANIL);
  });
  afterAll(() => t.close());

  it('lists the school’s staff to an admin, never another school’s', async () => {
    const response = await get(t.app, apiPaths.schoolStaff, farah);
    expect(response.statusCode).toBe(200);
    const staff = response.json<{ result: { _id: string; first_name: string; admin: boolean }[] }>().result;
    // Sam is a platform admin: no token may carry platform rights, so he is not offered.
    expect(staff.map((s) => s.first_name).sort()).toEqual(['Farah', 'Meera', 'Priya']);
    expect(staff.find((s) => s.first_name === 'Priya')).toMatchObject({ _id: priyaId, admin: false });
    expect(staff.find((s) => s.first_name === 'Farah')!.admin).toBe(true);
  });

  it('creates a token shown once, stored only as its SHA-256, and audits it', async () => {
    const created = await createFor(priyaId, 60);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      staff_user_id: priyaId,
      staff_name: 'Priya Nair',
      created_by_name: 'Farah Khan',
      status: 'active',
      revoked_at: null,
      created_at: t.clock.now().toISOString(),
      expires_at: new Date(t.clock.now().getTime() + 60 * MINUTE * 1000).toISOString(),
    });
    const [row] = await t.db.select().from(tempAccessTokens).where(eq(tempAccessTokens.id, created._id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await list(farah);
    expect(listed.find((x) => x._id === created._id)).toBeDefined();
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(t.logs.join('')).not.toContain(created.token);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_access_token'), eq(auditLog.entityId, created._id)));
    expect(audited).toHaveLength(1);
  });

  it('signs in as the staff member until the token expires, never longer', async () => {
    const created = await createFor(priyaId, 30);
    const response = await login(created.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<TempLogin>();
    expect(body.is_temp_token).toBe(true);
    expect(body.expires_at).toBe(created.expires_at);
    const expiresAtSeconds = Date.parse(created.expires_at) / 1000;
    // The access token lives min(1 hour, what is left of the token); the refresh token no longer.
    expect(readTokenExpiry(body.staff_user.access_token)).toBe(expiresAtSeconds);
    expect(readTokenExpiry(body.staff_user.refresh_token)).toBe(expiresAtSeconds);
    const me = await details(body.staff_user.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().result.user_detials.first_name).toBe('Priya');
    const classes = await get(t.app, apiPaths.staffClasses, body.staff_user.access_token);
    expect(classes.json().result).toHaveLength(2);

    // Renewal never extends the session past the token's expiry.
    t.clock.advanceSeconds(20 * MINUTE);
    const renewed = await get(t.app, apiPaths.renewRefreshToken, body.staff_user.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().result).toMatchObject({
      rotated: false,
      refresh_token: body.staff_user.refresh_token,
    });
    expect(readTokenExpiry(renewed.json().result.access_token)).toBe(expiresAtSeconds);

    t.clock.advanceSeconds(10 * MINUTE + 1);
    const expired = await details(body.staff_user.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(messages.sessionExpired);
    expect((await get(t.app, apiPaths.accessTokenActive, body.staff_user.refresh_token)).statusCode).toBe(
      401,
    );
    expect((await get(t.app, apiPaths.renewRefreshToken, body.staff_user.refresh_token)).statusCode).toBe(
      401,
    );
    const again = await login(created.token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(messages.sessionExpired);
    expect((await list(farah)).find((x) => x._id === created._id)!.status).toBe('expired');
  });

  it('gives an access token of 1 hour while more than an hour of the token remains', async () => {
    const created = await createFor(priyaId, 3 * 60);
    const body = (await login(created.token)).json<TempLogin>();
    const now = t.clock.now().getTime() / 1000;
    expect(readTokenExpiry(body.staff_user.access_token)! - now).toBe(3600);
    const [session] = await t.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.tempTokenId, created._id));
    expect(session!.expiresAt.toISOString()).toBe(created.expires_at);
    expect(session!.schoolId).not.toBeNull();
  });

  it('revokes a token: its sessions end at once and it signs in no more', async () => {
    const created = await createFor(priyaId, 120);
    const first = (await login(created.token)).json<TempLogin>();
    const second = (await login(created.token)).json<TempLogin>();
    expect((await details(first.staff_user.access_token)).statusCode).toBe(200);

    const response = await revoke(farah, created._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true });
    for (const session of [first, second]) {
      expect((await details(session.staff_user.access_token)).statusCode).toBe(401);
      expect(
        (await get(t.app, apiPaths.accessTokenActive, session.staff_user.refresh_token)).statusCode,
      ).toBe(401);
    }
    expect((await login(created.token)).statusCode).toBe(401);
    const listed = (await list(farah)).find((x) => x._id === created._id)!;
    expect(listed.status).toBe('revoked');
    expect(listed.revoked_at).toBe(t.clock.now().toISOString());
    expect((await revoke(farah, created._id)).statusCode).toBe(200);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, created._id));
    expect(actions.map((a) => a.action).sort()).toEqual(['create_access_token', 'revoke_access_token']);
    const signIns = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in'));
    expect(signIns.filter((s) => s.details?.temp_token_id === created._id)).toHaveLength(2);
  });

  it('refuses a Member (Priya) and a parent with 403 on every admin call', async () => {
    const created = await createFor(priyaId, 60);
    for (const token of [await staffToken(t.app, PRIYA), await parentToken(t.app, RAHUL)]) {
      expect((await get(t.app, apiPaths.schoolStaff, token)).statusCode).toBe(403);
      expect((await get(t.app, apiPaths.accessTokens, token)).statusCode).toBe(403);
      expect((await create(token, { staff_user_id: priyaId, expires_in_minutes: 60 })).statusCode).toBe(403);
      expect((await revoke(token, created._id)).statusCode).toBe(403);
    }
    expect((await login(created.token)).statusCode).toBe(200);
  });

  it('answers 404 across schools: no token for another school’s staff, no revoking its tokens', async () => {
    const forAnil = await create(farah, { staff_user_id: anilId, expires_in_minutes: 60 });
    expect(forAnil.statusCode).toBe(404);
    expect(forAnil.json().code).toBe('NOT_FOUND');
    const forNobody = await create(farah, { staff_user_id: 'f'.repeat(24), expires_in_minutes: 60 });
    expect(forNobody.json()).toEqual(forAnil.json());

    const created = await createFor(priyaId, 60);
    const foreign = await revoke(anil, created._id);
    expect(foreign.statusCode).toBe(404);
    expect((await list(anil)).map((x) => x._id)).not.toContain(created._id);
    expect(
      (await get(t.app, apiPaths.schoolStaff, anil)).json().result.map((s: { _id: string }) => s._id),
    ).toEqual([anilId]);
    expect((await login(created.token)).statusCode).toBe(200);
  });

  it('validates input: lifetime bounds, ids, and an unknown token', async () => {
    const tooShort = await create(farah, { staff_user_id: priyaId, expires_in_minutes: 1 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().field).toBe('expires_in_minutes');
    const badId = await create(farah, { staff_user_id: 'abc', expires_in_minutes: 60 });
    expect(badId.json().field).toBe('staff_user_id');
    const unknown = await login('not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(messages.sessionExpired);
    expect((await login('')).statusCode).toBe(400);
  });

  it('never lets a token carry platform rights: no token for a platform admin', async () => {
    const response = await create(farah, { staff_user_id: samId, expires_in_minutes: 60 });
    expect(response.statusCode).toBe(403);
  });

  it('keeps a temporary session from minting tokens, deleting the account or switching school', async () => {
    const created = await createFor(priyaId, 60);
    const session = (await login(created.token)).json<{ staff_user: { access_token: string } }>().staff_user;
    const token = session.access_token;
    const staffId = priyaId;
    expect((await create(token, { staff_user_id: staffId, expires_in_minutes: 60 })).statusCode).toBe(403);
    expect((await get(t.app, apiPaths.accessTokens, token)).statusCode).toBe(403);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.deleteUserProfile,
      headers: bearer(token),
    });
    expect(deletion.statusCode).toBe(403);
    // Priya's own account is untouched.
    expect((await details(token)).json().result.user_detials.first_name).toBe('Priya');
  });

  it('answers 401 without a token', async () => {
    expect((await get(t.app, apiPaths.accessTokens)).statusCode).toBe(401);
    expect((await get(t.app, apiPaths.schoolStaff)).statusCode).toBe(401);
  });
});
