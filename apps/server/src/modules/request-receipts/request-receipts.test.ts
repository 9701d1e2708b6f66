import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_MAX_LENGTH, apiPath, apiPaths, type Observation } from '@cue/contracts';
import { announcements, auditLog, observations, requestReceipts } from '../../db/schema/index.js';
import { classesOf, demoPhones, studentsOf } from '../../test/demo.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Exactly-once creates over REST (decision 018): the Idempotency-Key header on observation and
 * announcement creates. The same key from the same user answers the first request's records and
 * writes nothing, also when both requests arrive at once.
 */
describe('Idempotency-Key on record creates', () => {
  let t: TestApp;
  let priya: string;
  let farah: string;
  let anil: string;
  let nurseryA: string;
  let sprouts: string;
  let maya: string;
  let aisha: string;

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, demoPhones.priya);
    farah = await staffToken(t.app, demoPhones.farah);
    anil = await staffToken(t.app, demoPhones.anil);
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    maya = (await studentsOf(t.app, priya, nurseryA))['Maya Fernandes']!;
    aisha = (await studentsOf(t.app, anil, sprouts))['Aisha Khan']!;
  });
  afterAll(() => t.close());

  const recordObservation = (token: string, classId: string, childId: string, note: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.createAnecdotes, { classId }),
      headers: { ...bearer(token), ...(key !== undefined && { 'idempotency-key': key }) },
      payload: { observation_entries: [{ student_id: childId, general_note: note }] },
    });
  const createAnnouncement = (token: string, payload: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.createAnnouncement,
      headers: { ...bearer(token), ...(key !== undefined && { 'idempotency-key': key }) },
      payload: { summary: 'From the office', send_email: false, ...payload },
    });
  const observationsWithNote = async (note: string) =>
    (await t.db.select({ n: count() }).from(observations).where(eq(observations.note, note)))[0]!.n;
  const announcementsTitled = async (title: string) =>
    (await t.db.select({ n: count() }).from(announcements).where(eq(announcements.title, title)))[0]!.n;
  const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
  const savedIds = (body: string) =>
    (JSON.parse(body) as { result: { observation_entries: Observation[] } }).result.observation_entries.map(
      (o) => o._id,
    );

  it('records an observation once for a key sent twice, and answers the second with the same record', async () => {
    const first = await recordObservation(priya, nurseryA, maya, 'Maya built a tower', 'card-1:0');
    expect(first.statusCode, first.body).toBe(200);
    const audited = await auditRows();
    const second = await recordObservation(priya, nurseryA, maya, 'Maya built a tower', 'card-1:0');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await observationsWithNote('Maya built a tower')).toBe(1);
    // The repeat wrote nothing at all, not even an audit row.
    expect(await auditRows()).toBe(audited);

    // Without a key every request is a new record, as before.
    await recordObservation(priya, nurseryA, maya, 'Maya painted');
    await recordObservation(priya, nurseryA, maya, 'Maya painted');
    expect(await observationsWithNote('Maya painted')).toBe(2);
  });

  it('creates one record when two requests with the same key arrive at once', async () => {
    const [a, b] = await Promise.all([
      recordObservation(priya, nurseryA, maya, 'Maya sang at once', 'double-click'),
      recordObservation(priya, nurseryA, maya, 'Maya sang at once', 'double-click'),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(savedIds(a.body)).toEqual(savedIds(b.body));
    expect(await observationsWithNote('Maya sang at once')).toBe(1);

    const [x, y] = await Promise.all([
      createAnnouncement(priya, { title: 'Two tabs', save_as_draft: true }, 'two-tabs'),
      createAnnouncement(priya, { title: 'Two tabs', save_as_draft: true }, 'two-tabs'),
    ]);
    expect(x.statusCode, x.body).toBe(200);
    expect(y.json()).toEqual(x.json());
    expect(await announcementsTitled('Two tabs')).toBe(1);
  });

  it("keeps each user's keys their own: another teacher or another school's admin with the same key gets their own record", async () => {
    await recordObservation(priya, nurseryA, maya, 'Shared key note', 'same-key');
    const farahs = await recordObservation(farah, nurseryA, maya, 'Shared key note', 'same-key');
    expect(farahs.statusCode, farahs.body).toBe(200);
    expect(await observationsWithNote('Shared key note')).toBe(2);

    const anils = await recordObservation(anil, sprouts, aisha, 'Aisha shared key note', 'same-key');
    expect(anils.statusCode, anils.body).toBe(200);
    expect(savedIds(anils.body)).toHaveLength(1);
    expect(await observationsWithNote('Aisha shared key note')).toBe(1);
    const receipts = await t.db
      .select()
      .from(requestReceipts)
      .where(eq(requestReceipts.requestKey, 'same-key'));
    expect(receipts).toHaveLength(3);
  });

  it('refuses a key used before for another kind of record: a 400 naming the header, nothing written', async () => {
    await recordObservation(priya, nurseryA, maya, 'Key for an observation', 'reused-key');
    const audited = await auditRows();
    const response = await createAnnouncement(priya, { title: 'Reused key' }, 'reused-key');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'Idempotency-Key' });
    expect(await announcementsTitled('Reused key')).toBe(0);
    expect(await auditRows()).toBe(audited);
  });

  it('refuses a key that is empty, too long or has spaces, naming the header', async () => {
    for (const key of ['', 'has space', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)]) {
      const response = await createAnnouncement(priya, { title: 'Bad key' }, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json<{ field: string }>().field).toBe('idempotency-key');
    }
    expect(await announcementsTitled('Bad key')).toBe(0);
  });

  it('documents the Idempotency-Key header on the creates in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { parameters?: { in: string; name: string }[] } }>;
    }>();
    for (const path of [apiPaths.createAnecdotes, apiPaths.bulkAnecdotes, apiPaths.createAnnouncement]) {
      const documented = doc.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.post?.parameters ?? [];
      expect(
        documented.map((p) => `${p.in}:${p.name}`),
        path,
      ).toContain('header:idempotency-key');
    }
  });

  it('answers a repeated announcement create with the first id, in the state it was created in', async () => {
    const first = await createAnnouncement(priya, { title: 'Picnic draft', save_as_draft: true }, 'ann-1');
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json<{ result: { id: string } }>().result;
    // A repeat with other fields is still the first request: its answer, nothing new.
    const again = await createAnnouncement(priya, { title: 'Picnic draft', save_as_draft: false }, 'ann-1');
    expect(again.json()).toEqual({ result: { id, status: 'draft' } });
    const rows = await t.db.select().from(announcements).where(eq(announcements.title, 'Picnic draft'));
    expect(rows.map((row) => ({ id: row.id, status: row.status }))).toEqual([{ id, status: 'draft' }]);
    const [receipt] = await t.db
      .select()
      .from(requestReceipts)
      .where(eq(requestReceipts.requestKey, 'ann-1'));
    expect(receipt).toMatchObject({ kind: 'announcement', outcome: { ids: [id], state: 'draft' } });
  });
});
