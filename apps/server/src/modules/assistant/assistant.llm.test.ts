import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  cueResultCodes,
  type AttendanceRegister,
  type TaskLogEntry,
} from '@cue/contracts';
import { chatPayload, commandPayload, teacherNow } from '../../test/assistant.js';
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
