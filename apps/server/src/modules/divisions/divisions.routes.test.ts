import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type Division } from '@cue/contracts';
import { auditLog, classes, schoolDivisions } from '../../db/schema/index.js';
import { demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('school_divisions/', () => {
  let t: TestApp;
  const logins = demoLogins(() => t.app);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload && { payload }), ...(token && { headers: bearer(token) }) });
  const byId = (id: string) => apiPath(apiPaths.schoolDivisionById, { id });
  const create = async (token: string, name: string): Promise<Division> => {
    const response = await call('POST', apiPaths.schoolDivisions, token, { name });
    expect(response.statusCode).toBe(200);
    return response.json<{ result: Division }>().result;
  };
  const divisionRows = () => t.db.select().from(schoolDivisions);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => logins.forget());
  afterAll(() => t.close());

  it('creates, lists with class counts, renames and deletes, each audited', async () => {
    const farah = await logins.staff('farah');
    const division = await create(farah, 'Pre-primary');
    const renamed = await call('POST', byId(division._id), farah, { name: 'Pre-primary wing' });
    expect(renamed.json<{ result: Division }>().result.name).toBe('Pre-primary wing');
    const list = await call('GET', apiPaths.schoolDivisions, farah);
    expect(list.json<{ result: Division[] }>().result).toEqual([
      { _id: division._id, name: 'Pre-primary wing', class_count: 0 },
    ]);
    // Another school's admin sees none of Sunbeam's divisions.
    const maple = await call('GET', apiPaths.schoolDivisions, await logins.staff('anil'));
    expect(maple.json<{ result: Division[] }>().result).toEqual([]);

    expect((await call('DELETE', byId(division._id), farah)).statusCode).toBe(200);
    expect(await divisionRows()).toEqual([]);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, division._id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['create_division', 'delete_division', 'rename_division']);
  });

  it('refuses a duplicate name in the school (400 naming name) but allows it in another school', async () => {
    const farah = await logins.staff('farah');
    await create(farah, 'Primary');
    const other = await create(farah, 'Toddlers');
    const duplicate = await call('POST', apiPaths.schoolDivisions, farah, { name: 'Primary' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ field: 'name' });
    const renameClash = await call('POST', byId(other._id), farah, { name: 'Primary' });
    expect(renameClash.statusCode).toBe(400);
    expect(renameClash.json()).toMatchObject({ field: 'name' });
    expect((await divisionRows()).map((d) => d.name).sort()).toEqual(['Primary', 'Toddlers']);
    await create(await logins.staff('anil'), 'Primary');
  });

  it('refuses to delete a division that still groups a class (400) and keeps it', async () => {
    const farah = await logins.staff('farah');
    const division = await create(farah, 'Kindergarten');
    const [nurseryA] = await t.db.select().from(classes).where(eq(classes.name, 'Nursery A'));
    await t.db.update(classes).set({ divisionId: division._id }).where(eq(classes.id, nurseryA!.id));
    const response = await call('DELETE', byId(division._id), farah);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('1 class');
    expect((await divisionRows()).some((d) => d.id === division._id)).toBe(true);
    await t.db.update(classes).set({ divisionId: null }).where(eq(classes.id, nurseryA!.id));
  });

  it('answers 401 without a token, 403 to a teacher, 404 for another school’s division, 400 for an empty name', async () => {
    const farah = await logins.staff('farah');
    const division = await create(farah, 'Nursery wing');
    expect((await call('GET', apiPaths.schoolDivisions)).statusCode).toBe(401);
    expect((await call('POST', apiPaths.schoolDivisions, undefined, { name: 'X' })).statusCode).toBe(401);
    const priya = await logins.staff('priya');
    expect((await call('GET', apiPaths.schoolDivisions, priya)).statusCode).toBe(403);
    expect((await call('POST', apiPaths.schoolDivisions, priya, { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', byId(division._id), priya)).statusCode).toBe(403);
    const anil = await logins.staff('anil');
    expect((await call('POST', byId(division._id), anil, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', byId(division._id), anil)).statusCode).toBe(404);
    const empty = await call('POST', apiPaths.schoolDivisions, farah, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'name' });
    expect((await divisionRows()).find((d) => d.id === division._id)!.name).toBe('Nursery wing');
  });
});
