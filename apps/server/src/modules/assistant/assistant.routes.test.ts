import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, type ChatMessage, type CueConversation } from '@cue/contracts';
import { teacherNow, userIdOf } from '../../test/assistant.js';
import { classesOf, demoPhones, nurseryA as openNurseryA } from '../../test/demo.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('assistant HTTP routes', () => {
  let t: TestApp;
  let priya: string;
  let meera: string;
  let rahul: string;
  let anil: string;
  /** Sam's role has super_admin.access_new_modules: the widget is his (spec section 6). */
  let sam: string;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  let sprouts: string;

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = await openNurseryA(t.app);
    priya = nurseryA.token;
    meera = await staffToken(t.app, demoPhones.meera);
    rahul = await parentToken(t.app, demoPhones.rahul);
    anil = await staffToken(t.app, demoPhones.anil);
    sam = await staffToken(t.app, demoPhones.sam);
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (
    token: string | null,
    classId: string,
    userInput: string,
    extra: Record<string, unknown> = {},
  ) => {
    const { date, time } = teacherNow(t);
    return t.app.inject({
      method: 'POST',
      url: apiPaths.cueWidgetAsk,
      headers: token ? bearer(token) : {},
      payload: {
        user_query: { class_id: classId, user_input: userInput, date, time },
        language: 'en',
        ...extra,
      },
    });
  };

  describe('POST cue_widget/ask', () => {
    it('answers staff with access_new_modules in one piece, with calls checked against the roster', async () => {
      const response = await ask(sam, nurseryA.schoolClass._id, 'Diya absent, Kabir sick, rest present', {
        age_group: '2y 3m - 3y 0m',
        user_details: { user_id: userIdOf(sam), user_name: 'Sam', user_role: 'staff' },
      });
      expect(response.statusCode).toBe(200);
      const message = response.json<{ result: { message: ChatMessage } }>().result.message;
      expect(message.role).toBe('assistant');
      expect(message.tool_call_chunks).toEqual([]);
      const call = message.tool_calls[0]!;
      expect(call.name).toBe('attendance');
      if (call.name !== 'attendance') return;
      const ids = new Set(Object.values(nurseryA.students));
      expect(call.args.student_attendance_list.every((row) => ids.has(row.student_id))).toBe(true);
      expect(call.args.student_attendance_list).toContainEqual({
        student_id: nurseryA.students['Diya Menon'],
        attendance_status: 'absent',
      });
    });

    it('refuses without a token (401), a parent (403), an untaught class (403), another school (404), bad input (400)', async () => {
      const classId = nurseryA.schoolClass._id;
      expect((await ask(null, classId, 'hello')).statusCode).toBe(401);
      expect((await ask(rahul, classId, 'hello')).statusCode).toBe(403);
      // Priya teaches the class, but her role lacks access_new_modules (the widget's gate).
      expect((await ask(priya, classId, 'who is in the class')).statusCode).toBe(403);
      expect((await ask(meera, classId, 'who is in the class')).statusCode).toBe(403);
      const foreign = await ask(anil, classId, 'who is in the class');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Diya');
      expect((await ask(priya, sprouts, 'who is in the class')).statusCode).toBe(404);
      const empty = await ask(priya, classId, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ field: 'user_query.user_input' });
      const otherUser = await ask(priya, classId, 'hello', { user_details: { user_id: userIdOf(meera) } });
      expect(otherUser.statusCode).toBe(403);
    });
  });

  describe('GET cue_conversation/{classId} and POST …/saved', () => {
    it('answers an empty conversation before the first question', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: apiPath(apiPaths.cueConversation, { classId: nurseryA.schoolClass._id }),
        headers: bearer(priya),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        result: {
          conversation_id: null,
          messages: [],
          saved_tool_calls: [],
          saved_cards: [],
          today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      });
    });

    it('refuses without a token (401), a parent (403), an untaught class (403), another school (404), bad input (400)', async () => {
      const get = (token: string | null, classId: string) =>
        t.app.inject({
          method: 'GET',
          url: apiPath(apiPaths.cueConversation, { classId }),
          headers: token ? bearer(token) : {},
        });
      const save = (token: string | null, classId: string, payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: apiPath(apiPaths.cueConversationSaved, { classId }),
          headers: token ? bearer(token) : {},
          payload: payload as Record<string, unknown>,
        });
      const classId = nurseryA.schoolClass._id;
      const body = { message_id: '0123456789abcdef01234567', tool_call_id: 'call_x' };
      expect((await get(null, classId)).statusCode).toBe(401);
      expect((await get(rahul, classId)).statusCode).toBe(403);
      expect((await get(meera, classId)).statusCode).toBe(403);
      expect((await get(anil, classId)).statusCode).toBe(404);
      expect((await get(priya, 'not-an-id')).statusCode).toBe(400);
      expect((await save(null, classId, body)).statusCode).toBe(401);
      expect((await save(rahul, classId, body)).statusCode).toBe(403);
      expect((await save(meera, classId, body)).statusCode).toBe(403);
      expect((await save(anil, classId, body)).statusCode).toBe(404);
      const bad = await save(priya, classId, { message_id: body.message_id });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'tool_call_id' });
      // A message that is not in the teacher's conversation.
      expect((await save(priya, classId, body)).statusCode).toBe(404);
      const after = (await get(priya, classId)).json<{ result: CueConversation }>().result;
      expect(after.saved_tool_calls).toEqual([]);
    });
  });
});
