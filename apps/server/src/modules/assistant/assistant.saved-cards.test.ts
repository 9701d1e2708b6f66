import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, storedToIsoDate, type CueConversation } from '@cue/contracts';
import { announcements } from '../../db/schema/index.js';
import { chatPayload } from '../../test/assistant.js';
import { nurseryA as openNurseryA } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A chat card saved through the records endpoints (with an Idempotency-Key per card item), then
 * recorded with what the save made: a reload tells a draft from a published announcement.
 */
describe('saved chat cards after a reload', () => {
  let t: TestApp;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  let socket: TestSocket;

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = await openNurseryA(t.app);
    socket = await connectSocket(t.app, nurseryA.token);
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  it('keeps an announcement card saved as a draft as a draft, and as published once it is sent', async () => {
    const classId = nurseryA.schoolClass._id;
    const token = nurseryA.token;
    const ends = collect(socket, 'chat-with-cue-stream-end');
    socket.emit(
      'chat-with-cue',
      chatPayload(t, token, classId, 'Tell parents that school is closed tomorrow for Diwali', 'chat-ann'),
    );
    await eventually(() => ends.length === 1, 5000);
    const message = ends[0]!.message!;
    const call = message.tool_calls.find((c) => c.name === 'announcement')!;
    expect(call).toBeDefined();
    if (call.name !== 'announcement') return;
    const item = call.args.announcements[0]!;
    const body = {
      title: item.title,
      summary: item.summary,
      share_with: item.share_with,
      classes_ids: item.classes_ids,
      save_as_draft: true,
      schedule_later: false,
      send_email: false,
    };
    const key = `${message.id}:${call.id}:0`;
    const saveDraft = () =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.createAnnouncement,
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: body,
      });
    // A double click: one draft.
    const [first, second] = await Promise.all([saveDraft(), saveDraft()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const id = first.json<{ result: { id: string } }>().result.id;
    const [counted] = await t.db
      .select({ n: count() })
      .from(announcements)
      .where(eq(announcements.title, item.title));
    expect(counted?.n).toBe(1);

    const record = (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.cueConversationSaved, { classId }),
        headers: bearer(token),
        payload: { message_id: message.id, tool_call_id: call.id, ...extra },
      });
    // An announcement card says how it was saved.
    const missing = await record({ record_ids: [id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'state' });
    expect((await record({ record_ids: [id], state: 'draft' })).statusCode).toBe(200);

    const reload = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: apiPath(apiPaths.cueConversation, { classId }),
          headers: bearer(token),
        })
      ).json<{ result: CueConversation }>().result;
    const afterDraft = await reload();
    expect(afterDraft.saved_tool_calls).toEqual([call.id]);
    expect(afterDraft.saved_cards).toEqual([
      { tool_call_id: call.id, kind: 'announcement', record_ids: [id], state: 'draft' },
    ]);

    // Later the teacher sends the draft from the card: the same record, now published.
    const sent = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.announcementById, { id }),
      headers: bearer(token),
      payload: { ...body, save_as_draft: false, date: storedToIsoDate(item.date), time: item.time },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await record({ record_ids: [id], state: 'published' })).statusCode).toBe(200);
    expect((await reload()).saved_cards).toEqual([
      { tool_call_id: call.id, kind: 'announcement', record_ids: [id], state: 'published' },
    ]);
  });
});
