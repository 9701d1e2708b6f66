import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERBOSE_LOG_BATCH_MS,
  apiPath,
  apiPaths,
  cueResultCodes,
  type AttendanceRegister,
  type CueConversation,
  type ObservationPage,
  type AnnouncementPage,
  type TaskLogEntry,
} from '@cue/contracts';
import { chatPayload, commandPayload, teacherNow, userIdOf } from '../../test/assistant.js';
import { classesOf, demoPhones, nurseryA as openNurseryA } from '../../test/demo.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assistantMessages } from './assistant.service.js';
import { cueCommandMessages } from './cue-command.service.js';
import { IMAGE_CAPTIONS_UNAVAILABLE } from './image-captions.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('assistant over the socket', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  let priya: string;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  const open = async (token: string) => {
    const socket = await connectSocket(t.app, token);
    sockets.push(socket);
    return socket;
  };
  /** Every task log entry a socket received for one request, in arrival order. */
  const entriesFor = (batches: TaskLogEntry[][], requestId: string) =>
    batches.flat().filter((entry) => entry.id === requestId);
  const finalEntry = (batches: TaskLogEntry[][], requestId: string) => entriesFor(batches, requestId).at(-1);

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = await openNurseryA(t.app);
    priya = nurseryA.token;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('streams a register for "everyone present except Diya and Kabir" to every tab of the teacher, then stores the conversation', async () => {
    const tab = await open(priya);
    const otherTab = await open(priya);
    const chunks = collect(tab, 'chat-with-cue-stream-response');
    const ends = collect(tab, 'chat-with-cue-stream-end');
    const otherEnds = collect(otherTab, 'chat-with-cue-stream-end');
    const order: string[] = [];
    tab.on('chat-with-cue-stream-response', () => order.push('chunk'));
    tab.on('chat-with-cue-stream-end', () => order.push('end'));

    const classId = nurseryA.schoolClass._id;
    tab.emit(
      'chat-with-cue',
      chatPayload(t, priya, classId, 'mark everyone present except Diya and Kabir', 'req-chat-1'),
    );
    await eventually(() => ends.length === 1 && otherEnds.length === 1);

    expect(chunks.length).toBeGreaterThan(1);
    expect(order.at(-1)).toBe('end');
    expect(order.indexOf('end')).toBe(order.length - 1);
    const end = ends[0]!;
    expect(end.error).toBeUndefined();
    expect(end.request_id).toBe('req-chat-1');
    expect(
      chunks.every((c) => c.conversation_id === end.conversation_id && c.chunk.id === end.message!.id),
    ).toBe(true);
    // The streamed argument pieces join into the final call's arguments.
    const streamedArgs = chunks.flatMap((c) => c.chunk.tool_call_chunks.map((piece) => piece.args)).join('');
    const call = end.message!.tool_calls[0]!;
    expect(JSON.parse(streamedArgs)).toEqual(call.args);
    expect(call.name).toBe('attendance');
    if (call.name !== 'attendance') return;
    const { date } = teacherNow(t);
    expect(call.args.date).toBe(date);
    const status = Object.fromEntries(
      call.args.student_attendance_list.map((r) => [r.student_id, r.attendance_status]),
    );
    expect(Object.keys(status).sort()).toEqual(Object.values(nurseryA.students).sort());
    for (const [name, id] of Object.entries(nurseryA.students)) {
      expect(status[id], name).toBe(name === 'Diya Menon' || name === 'Kabir Iyer' ? 'absent' : 'present');
    }
    expect(end.message!.additional_kwargs.agent).toBe('attendance');
    expect(otherEnds[0]).toEqual(end);

    // Nothing was saved by the chat: the register is still empty.
    const register = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.classAttendance, { classId }),
      headers: bearer(priya),
    });
    expect(register.json<{ result: AttendanceRegister }>().result.is_saved).toBe(false);

    // A reload shows the question and the final answer; a saved card stays saved.
    const url = apiPath(apiPaths.cueConversation, { classId });
    const stored = (await t.app.inject({ method: 'GET', url, headers: bearer(priya) })).json<{
      result: CueConversation;
    }>().result;
    expect(stored.conversation_id).toBe(end.conversation_id);
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored.messages[0]!.content).toBe('mark everyone present except Diya and Kabir');
    // The stored answer is the streamed one, with the school's day it was saved on (for card notes).
    expect(stored.messages[1]).toEqual({ ...end.message, created_on: stored.today });
    expect(stored.saved_tool_calls).toEqual([]);

    const saved = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.cueConversationSaved, { classId }),
      headers: bearer(priya),
      payload: { message_id: end.message!.id, tool_call_id: call.id },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      result: {
        saved_tool_calls: [call.id],
        saved_cards: [{ tool_call_id: call.id, kind: 'attendance', record_ids: [], state: null }],
      },
    });
    const reloaded = (await t.app.inject({ method: 'GET', url, headers: bearer(priya) })).json<{
      result: CueConversation;
    }>().result;
    expect(reloaded.saved_tool_calls).toEqual([call.id]);
  });

  it('refuses a parent token: a message error, no answer', async () => {
    const rahul = await parentToken(t.app, demoPhones.rahul);
    const socket = await open(rahul);
    const errors = collect(socket, 'message');
    const chunks = collect(socket, 'chat-with-cue-stream-response');
    const ends = collect(socket, 'chat-with-cue-stream-end');
    socket.emit('chat-with-cue', chatPayload(t, rahul, nurseryA.schoolClass._id, 'who is in the class?'));
    socket.emit(
      'cue-command',
      commandPayload(t, rahul, nurseryA.schoolClass._id, 'all present', 'req-parent'),
    );
    await eventually(() => errors.length === 2);
    // Each refusal names the event and the request it answers, so the screen ends the right one.
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        { error: assistantMessages.staffOnly, event: 'chat-with-cue' },
        { error: assistantMessages.staffOnly, event: 'cue-command', request_id: 'req-parent' },
      ]),
    );
    await sleep(50);
    expect(chunks).toEqual([]);
    expect(ends).toEqual([]);
  });

  it("does not let a teacher of Playgroup B reach Nursery A's roster through the assistant", async () => {
    const meera = await staffToken(t.app, demoPhones.meera);
    const socket = await open(meera);
    const errors = collect(socket, 'message');
    const chunks = collect(socket, 'chat-with-cue-stream-response');
    const ends = collect(socket, 'chat-with-cue-stream-end');
    const received: string[] = [];
    socket.onAny((event: string, payload: unknown) => received.push(`${event} ${JSON.stringify(payload)}`));
    socket.emit('chat-with-cue', chatPayload(t, meera, nurseryA.schoolClass._id, 'who is in the class?'));
    socket.emit(
      'cue-command',
      commandPayload(t, meera, nurseryA.schoolClass._id, 'mark everyone present', 'req-meera'),
    );
    await eventually(() => errors.length === 2);
    // Both refused for the untaught class, in whichever order they were checked.
    expect(errors.map((e) => e.error)).toEqual([
      'You do not have access to this',
      'You do not have access to this',
    ]);
    await sleep(VERBOSE_LOG_BATCH_MS + 100);
    expect(chunks).toEqual([]);
    expect(ends).toEqual([]);
    // Not one child's name or id of Nursery A reached her socket.
    for (const [name, id] of Object.entries(nurseryA.students)) {
      expect(received.join('\n')).not.toContain(name.split(' ')[1]!);
      expect(received.join('\n')).not.toContain(id);
    }
    // Her own class works.
    const playgroupB = (await classesOf(t.app, meera))['Playgroup B']!;
    socket.emit('chat-with-cue', chatPayload(t, meera, playgroupB._id, 'everyone is present'));
    await eventually(() => ends.length === 1);
    expect(ends[0]!.message!.tool_calls[0]!.name).toBe('attendance');
  });

  it('answers a bad payload with a message naming the problem, and trusts the handshake over user_details', async () => {
    const socket = await open(priya);
    const errors = collect(socket, 'message');
    const ends = collect(socket, 'chat-with-cue-stream-end');
    const good = chatPayload(t, priya, nurseryA.schoolClass._id, 'all present');
    socket.emit('chat-with-cue', { ...good, user_query: { ...good.user_query, date: '2026/11/20' } });
    socket.emit('chat-with-cue', 'not even an object' as never);
    socket.emit('chat-with-cue', { ...good, user_query: { ...good.user_query, user_input: '   ' } });
    const rahulId = userIdOf(await parentToken(t.app, demoPhones.rahul));
    socket.emit('chat-with-cue', { ...good, user_details: { ...good.user_details, user_id: rahulId } });
    await eventually(() => errors.length === 4);
    // Each event is checked on its own (the session check is asynchronous): any order.
    const said = errors.map((e) => e.error);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Invalid chat-with-cue payload: user_query\.date: /),
        expect.stringMatching(/^Invalid chat-with-cue payload: payload: /),
        'Invalid chat-with-cue payload: user_query.user_input: must not be empty',
        assistantMessages.notYourDetails,
      ]),
    );
    expect(ends).toEqual([]);
    // The socket still works afterwards.
    socket.emit('chat-with-cue', good);
    await eventually(() => ends.length === 1);
    expect(t.logs.join('\n')).not.toContain(priya);
  });

  it('carries out Cue commands: attendance (1), announcement (2), observation (5), with the task log batched on verbose-log', async () => {
    const socket = await open(priya);
    const batches = collect(socket, 'verbose-log');
    const arrivals: number[] = [];
    socket.on('verbose-log', () => arrivals.push(Date.now()));
    const classId = nurseryA.schoolClass._id;
    const { isoDate } = teacherNow(t);

    const sentAt = Date.now();
    socket.emit('cue-command', commandPayload(t, priya, classId, 'everyone is here except Diya', 'req-att'));
    await eventually(() => finalEntry(batches, 'req-att')?.progressLevel === 100, 3000);
    // Stages are sent in batches, never one event per change.
    expect(arrivals[0]! - sentAt).toBeGreaterThanOrEqual(VERBOSE_LOG_BATCH_MS - 50);
    expect(batches.length).toBeLessThanOrEqual(2);
    const done = finalEntry(batches, 'req-att')!;
    expect(done).toMatchObject({
      endpointName: 'cue-command',
      command: 'everyone is here except Diya',
      currentStage: 'done',
      error: null,
      context: { class_id: classId, result_code: cueResultCodes.attendanceMarked },
    });
    expect(JSON.stringify(done)).not.toContain(priya);
    const register = (
      await t.app.inject({
        method: 'GET',
        url: `${apiPath(apiPaths.classAttendance, { classId })}?date=${isoDate}`,
        headers: bearer(priya),
      })
    ).json<{ result: AttendanceRegister }>().result;
    expect(register.is_saved).toBe(true);
    for (const row of register.student_attendance_list) {
      const name = `${row.first_name} ${row.last_name}`;
      expect(row.attendance_status, name).toBe(name === 'Diya Menon' ? 'absent' : 'present');
    }

    const listAnnouncements = async () =>
      (await t.app.inject({ method: 'GET', url: apiPaths.announcements, headers: bearer(priya) })).json<{
        result: AnnouncementPage;
      }>().result;
    const announcementsBefore = (await listAnnouncements()).total;
    socket.emit(
      'cue-command',
      commandPayload(t, priya, classId, 'Tell parents that school is closed tomorrow for Diwali', 'req-ann'),
    );
    await eventually(() => finalEntry(batches, 'req-ann')?.progressLevel === 100, 3000);
    expect(finalEntry(batches, 'req-ann')!.context.result_code).toBe(cueResultCodes.announcementCreated);
    const afterAnnouncement = await listAnnouncements();
    expect(afterAnnouncement.total).toBe(announcementsBefore + 1);
    // Nothing reaches the whole school without a look: a command for Everyone is kept as a draft.
    expect(afterAnnouncement.announcements[0]).toMatchObject({ status: 'draft', share_with: 'Everyone' });

    socket.emit(
      'cue-command',
      commandPayload(
        t,
        priya,
        classId,
        'Tell my class parents that we are making paper boats tomorrow',
        'req-ann-class',
      ),
    );
    await eventually(() => finalEntry(batches, 'req-ann-class')?.progressLevel === 100, 3000);
    // One class's families: sent at once.
    expect((await listAnnouncements()).announcements[0]).toMatchObject({
      status: 'published',
      share_with: 'Classes',
    });

    socket.emit(
      'cue-command',
      commandPayload(t, priya, classId, 'Maya stacked ten blocks by herself today', 'req-obs'),
    );
    await eventually(() => finalEntry(batches, 'req-obs')?.progressLevel === 100, 3000);
    expect(finalEntry(batches, 'req-obs')!.context.result_code).toBe(cueResultCodes.observationCreated);
    const observations = (
      await t.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.fetchAnecdotes, { classId }),
        headers: bearer(priya),
        // Today's: the demo school's earlier days have observations of their own.
        payload: { start_date: teacherNow(t).isoDate },
      })
    ).json<{ result: ObservationPage }>().result;
    expect(observations.observation_entries).toEqual([
      expect.objectContaining({
        student_id: nurseryA.students['Maya Fernandes'],
        general_note: 'Maya stacked ten blocks by herself today',
      }),
    ]);

    // Retry with the same request id: the finished command is not run again.
    socket.emit(
      'cue-command',
      commandPayload(t, priya, classId, 'Tell parents that school is closed tomorrow for Diwali', 'req-ann'),
    );
    const batchesBefore = batches.length;
    await eventually(() => batches.length > batchesBefore, 3000);
    expect(finalEntry(batches, 'req-ann')).toMatchObject({ progressLevel: 100, currentStage: 'done' });
    // Still the two announcements made above: the retried one was not made again.
    expect((await listAnnouncements()).total).toBe(announcementsBefore + 2);

    // A reload restores the entries.
    const reloaded = await open(priya);
    const replayed = collect(reloaded, 'verbose-log');
    reloaded.emit('request-progress-replay');
    await eventually(() => replayed.length === 1);
    expect(replayed[0]!.map((e) => e.id)).toEqual(expect.arrayContaining(['req-att', 'req-ann', 'req-obs']));
    expect(replayed[0]!.find((e) => e.id === 'req-obs')).toMatchObject({ progressLevel: 100 });
  });

  it('fails a command it cannot act on with a clear error, and Retry runs the same entry again', async () => {
    const socket = await open(priya);
    const batches = collect(socket, 'verbose-log');
    const errors = collect(socket, 'message');
    const classId = nurseryA.schoolClass._id;
    socket.emit('cue-command', commandPayload(t, priya, classId, 'what is the weather like', 'req-fail'));
    await eventually(() => finalEntry(batches, 'req-fail')?.currentStage === 'error', 3000);
    const failed = finalEntry(batches, 'req-fail')!;
    expect(failed.error).toContain(cueCommandMessages.notUnderstood);
    expect(errors[0]!.error).toBe(failed.error);
    // The teacher reads Cue's answer (its examples name the class's children); the log has the code.
    const logged = t.logs
      .join('')
      .split('\n')
      .filter((line) => line.includes('assistant socket request failed'));
    expect(logged.at(-1)).toContain('"code":"VALIDATION_ERROR"');
    for (const line of logged) expect(line).not.toContain(cueCommandMessages.notUnderstood);

    socket.emit('cue-command', commandPayload(t, priya, classId, 'what is the weather like', 'req-fail'));
    await eventually(() => errors.length === 2, 3000);
    await eventually(() => entriesFor(batches, 'req-fail').length >= 2, 3000);
    expect(new Date(finalEntry(batches, 'req-fail')!.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(failed.updatedAt).getTime(),
    );
  });

  it("names a command's missing values (spec section 5)", async () => {
    const socket = await open(priya);
    const errors = collect(socket, 'message');
    const payload = commandPayload(t, priya, '', '  ', 'req-missing');
    socket.emit('cue-command', payload);
    socket.emit('cue-command', {
      ...payload,
      user_query: { ...payload.user_query, class_id: nurseryA.schoolClass._id, command: 'all present' },
      user_details: { ...payload.user_details, user_id: '' },
    });
    await eventually(() => errors.length === 2);
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        { error: 'Missing values: Class Id, Command', event: 'cue-command', request_id: 'req-missing' },
        { error: 'Missing values: User Id', event: 'cue-command', request_id: 'req-missing' },
      ]),
    );
  });

  it('answers image caption requests with "not available"', async () => {
    const socket = await open(priya);
    const one = collect(socket, 'getImageCaption');
    const many = collect(socket, 'getMultipleImageCaption');
    socket.emit('getImageCaption', { image_url: '/api/media/abc', request_id: 'cap-1' });
    socket.emit('getMultipleImageCaption', { image_urls: ['/api/media/a', '/api/media/b'] });
    await eventually(() => one.length === 1 && many.length === 1);
    expect(one[0]).toEqual({
      request_id: 'cap-1',
      available: false,
      captions: [],
      message: IMAGE_CAPTIONS_UNAVAILABLE,
    });
    expect(many[0]).toEqual({ available: false, captions: [], message: IMAGE_CAPTIONS_UNAVAILABLE });
  });

  it('never sends a Maple Kids user anything of Sunbeam', async () => {
    const anilToken = await staffToken(t.app, demoPhones.anil);
    const anil = await open(anilToken);
    const received: string[] = [];
    anil.onAny((event: string) => received.push(event));
    const socket = await open(priya);
    const ends = collect(socket, 'chat-with-cue-stream-end');
    const batches = collect(socket, 'verbose-log');
    const classId = nurseryA.schoolClass._id;
    socket.emit('chat-with-cue', chatPayload(t, priya, classId, 'Diya absent, Kabir sick, rest present'));
    socket.emit(
      'cue-command',
      commandPayload(t, priya, classId, 'Maya washed her hands before lunch', 'req-anil'),
    );
    await eventually(() => ends.length === 1 && finalEntry(batches, 'req-anil')?.progressLevel === 100, 3000);
    // Anil asking about Nursery A gets the 404 a foreign class always gets.
    const errors = collect(anil, 'message');
    anil.emit('chat-with-cue', chatPayload(t, anilToken, classId, 'who is in the class?'));
    await eventually(() => errors.length === 1);
    expect(errors[0]!.error).toBe('Class not found');
    await sleep(VERBOSE_LOG_BATCH_MS + 100);
    expect(received).toEqual(['message']);
  });
});
