import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  cueResultCodes,
  type AttendanceRegister,
  type TaskLogEntry,
} from '@cue/contracts';
import { chatPayload, commandPayload, cueCommands, teacherNow } from '../../test/assistant.js';
import { nurseryA as openNurseryA } from '../../test/demo.js';
import { startScriptedOpenAiServer, scripted } from '../../test/scripted-openai-server.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The same chat and Cue-command journeys as assistant.socket.test.ts, answered by a model: the
 * server runs with AI_PROVIDER=openai against a scripted OpenAI-compatible server on loopback.
 */
describe('assistant through an OpenAI-compatible model', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startScriptedOpenAiServer>>;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    model = await startScriptedOpenAiServer();
    t = await createTestApp({
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseUrl, AI_MODEL: 'scripted-model' },
    });
    nurseryA = await openNurseryA(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await model.close();
  });

  /** The model's answer to "everyone present except Diya and Kabir": route, then the register. */
  const registerAnswer = (date: string) => {
    const list = Object.entries(nurseryA.students).map(([name, id]) => ({
      student_id: id,
      attendance_status: name === 'Diya Menon' || name === 'Kabir Iyer' ? 'absent' : 'present',
    }));
    return [
      scripted.toolCall('route_to_agent', { agent: 'attendance' }, { pieces: 2 }),
      scripted.toolCall(
        'attendance',
        { date, student_attendance_list: list, is_saved: false },
        { pieces: 6 },
      ),
    ];
  };

  it("streams the model's register to the teacher, validated against the class", async () => {
    const socket = await connectSocket(t.app, nurseryA.token);
    sockets.push(socket);
    const chunks = collect(socket, 'chat-with-cue-stream-response');
    const ends = collect(socket, 'chat-with-cue-stream-end');
    model.enqueue(...registerAnswer(teacherNow(t).date));

    socket.emit(
      'chat-with-cue',
      chatPayload(
        t,
        nurseryA.token,
        nurseryA.schoolClass._id,
        'mark everyone present except Diya and Kabir',
        'llm-1',
      ),
    );
    await eventually(() => ends.length === 1, 10_000);

    expect(chunks.length).toBeGreaterThan(1);
    const call = ends[0]!.message!.tool_calls[0]!;
    expect(call.name).toBe('attendance');
    if (call.name !== 'attendance') return;
    const absent = call.args.student_attendance_list
      .filter((row) => row.attendance_status === 'absent')
      .map((row) => row.student_id)
      .sort();
    expect(absent).toEqual([nurseryA.students['Diya Menon'], nurseryA.students['Kabir Iyer']].sort());
    expect(call.args.student_attendance_list).toHaveLength(Object.keys(nurseryA.students).length);
    // Family names never left the server.
    expect(model.requests.map((r) => r.raw).join('\n')).not.toContain('Menon');
  });

  it('saves a Cue command the model answers, with result code 1', async () => {
    const socket = await connectSocket(t.app, nurseryA.token);
    sockets.push(socket);
    const batches = collect(socket, 'verbose-log');
    const { date, isoDate } = teacherNow(t);
    model.enqueue(...registerAnswer(date));

    socket.emit(
      'cue-command',
      commandPayload(
        t,
        nurseryA.token,
        nurseryA.schoolClass._id,
        'everyone is here except Diya and Kabir',
        'llm-cmd-1',
      ),
    );
    const done = () =>
      batches.flat().find((entry: TaskLogEntry) => entry.id === 'llm-cmd-1' && entry.progressLevel === 100);
    await eventually(() => done() !== undefined, 10_000);
    expect(done()!.context.result_code).toBe(cueResultCodes.attendanceMarked);

    const register = await t.app.inject({
      method: 'GET',
      url: `${apiPath(apiPaths.classAttendance, { classId: nurseryA.schoolClass._id })}?date=${isoDate}`,
      headers: bearer(nurseryA.token),
    });
    const result = register.json<{ result: AttendanceRegister }>().result;
    expect(result.is_saved).toBe(true);
    const statusOf = (id: string) =>
      result.student_attendance_list.find((row) => row.student_id === id)?.attendance_status;
    expect(statusOf(nurseryA.students['Diya Menon']!)).toBe('absent');
    expect(statusOf(nurseryA.students['Aarav Sharma']!)).toBe('present');
  });
});

/**
 * A model that fails mid-answer, through the real socket: the chat ends with a message that says
 * so, no card and nothing saved; a Cue command ends in error with Retry and writes no record; and
 * the same socket answers the next question.
 */
describe('assistant when the model fails', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startScriptedOpenAiServer>>;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  let socket: TestSocket;

  beforeAll(async () => {
    model = await startScriptedOpenAiServer();
    t = await createTestApp({
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: model.baseUrl,
        AI_MODEL: 'scripted-model',
        // A model silent for 3 s has stalled (30 s in production). The wait counts from the
        // request's start, so it also holds the client's one retry of a 500 (a second or two).
        AI_IDLE_TIMEOUT_MS: '3000',
      },
    });
    nurseryA = await openNurseryA(t.app);
    socket = await connectSocket(t.app, nurseryA.token);
  });
  afterAll(async () => {
    socket.close();
    await t.close();
    await model.close();
  });

  const ends = () => collect(socket, 'chat-with-cue-stream-end');
  /** Asks in the chat and waits for the end of the answer to this request. */
  const ask = async (text: string, requestId: string) => {
    const received = ends();
    socket.emit('chat-with-cue', chatPayload(t, nurseryA.token, nurseryA.schoolClass._id, text, requestId));
    await eventually(() => received.some((end) => end.request_id === requestId), 10_000);
    socket.off('chat-with-cue-stream-end');
    return received.find((end) => end.request_id === requestId)!;
  };
  const partialRegister = () => {
    const list = Object.values(nurseryA.students).map((id) => ({
      student_id: id,
      attendance_status: 'present',
    }));
    const call = scripted.toolCall(
      'attendance',
      { date: teacherNow(t).date, student_attendance_list: list, is_saved: false },
      { pieces: 8 },
    );
    return { steps: call.steps.slice(0, 4) };
  };
  const registerSaved = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath(apiPaths.classAttendance, { classId: nurseryA.schoolClass._id })}?date=${teacherNow(t).isoDate}`,
      headers: bearer(nurseryA.token),
    });
    return response.json<{ result: AttendanceRegister }>().result.is_saved;
  };
  /** The socket still answers: a plain question gets the model's reply. */
  const expectSocketAnswers = async (requestId: string) => {
    model.enqueue(scripted.text('Nine children are in Nursery A.'));
    const end = await ask('how many children are in my class?', requestId);
    expect(end.message!.content).toBe('Nine children are in Nursery A.');
  };

  const faults = [
    {
      name: 'stalls in the middle of a card',
      replies: () => [
        scripted.toolCall('route_to_agent', { agent: 'attendance' }),
        scripted.stallAfter(partialRegister()),
      ],
      says: 'stopped answering',
    },
    {
      name: 'drops the connection in the middle of a card',
      replies: () => [
        scripted.toolCall('route_to_agent', { agent: 'attendance' }),
        scripted.dropAfter(partialRegister()),
      ],
      says: 'couldn’t get an answer from its language model',
    },
    {
      name: 'never starts answering (a cold prompt on a slow server)',
      replies: () => [{ steps: [{ kind: 'stall' as const }] }],
      says: 'didn’t start answering within 3 s',
    },
    {
      name: 'answers 500 (also when asked again)',
      replies: () => [scripted.error(500), scripted.error(500)],
      says: 'couldn’t get an answer from its language model',
    },
    {
      name: 'answers 429 (rate limited)',
      replies: () => [scripted.error(429)],
      says: 'couldn’t get an answer from its language model',
    },
    {
      name: 'writes a broken tool call',
      replies: () => [
        scripted.toolCall('route_to_agent', { agent: 'attendance' }),
        scripted.toolCall('attendance', '{"date": "01-01-2026", "student_attendance_list": [{"student_id'),
      ],
      says: 'couldn’t make the attendance register',
    },
  ];

  it.each(faults)('ends the chat with a clear message when the model $name', async (fault) => {
    const id = fault.name.replace(/\W+/g, '-');
    model.enqueue(...fault.replies());
    const end = await ask('everyone is here today', `chat-${id}`);
    expect(end.error ?? null).toBeNull();
    expect(end.message!.tool_calls).toEqual([]);
    expect(end.message!.content).toContain(fault.says);
    expect(end.message!.content).toContain('Nothing was saved');
    expect(model.pending).toBe(0);
    expect(await registerSaved()).toBe(false);
    await expectSocketAnswers(`after-${id}`);
  });

  it('ends a Cue command whose model rambles instead of making a card with a short error', async () => {
    const ramble = 'steel and blocks and towers and '.repeat(200);
    model.enqueue(scripted.toolCall('route_to_agent', { agent: 'observation' }), scripted.text(ramble, 20));
    const commands = cueCommands(t, socket, nurseryA.token);
    const entry = await commands.run(nurseryA.schoolClass._id, 'Aarav built a tower', 'cmd-ramble', 10_000);
    expect(entry.currentStage).toBe('error');
    expect(entry.error).toMatch(/^Cue could not turn that into attendance/);
    expect(entry.error).toContain('steel and blocks');
    // The 6,400 characters the model wrote are cut to a readable length, marked as cut.
    expect(entry.error!.length).toBeLessThan(1_300);
    expect(entry.error).toMatch(/…$/);
  });

  it('ends a Cue command in error with Retry when the model drops, writes nothing, and Retry saves once it answers', async () => {
    const batches = collect(socket, 'verbose-log');
    const entry = () =>
      batches
        .flat()
        .filter((e: TaskLogEntry) => e.id === 'cmd-drop')
        .at(-1);
    const command = commandPayload(
      t,
      nurseryA.token,
      nurseryA.schoolClass._id,
      'everyone is here',
      'cmd-drop',
    );
    model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'attendance' }),
      scripted.dropAfter(partialRegister()),
    );
    socket.emit('cue-command', command);
    await eventually(() => entry()?.currentStage === 'error', 10_000);
    expect(entry()!.error).toContain('couldn’t get an answer from its language model');
    expect(await registerSaved()).toBe(false);

    // Retry: the same request id runs again, and this time the model answers.
    const list = Object.values(nurseryA.students).map((id) => ({
      student_id: id,
      attendance_status: 'present',
    }));
    model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'attendance' }),
      scripted.toolCall('attendance', {
        date: teacherNow(t).date,
        student_attendance_list: list,
        is_saved: false,
      }),
    );
    socket.emit('cue-command', command);
    await eventually(() => entry()?.progressLevel === 100, 10_000);
    expect(entry()!.context.result_code).toBe(cueResultCodes.attendanceMarked);
    expect(await registerSaved()).toBe(true);
    await expectSocketAnswers('after-cmd-drop');
  });
});
