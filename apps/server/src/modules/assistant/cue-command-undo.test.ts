import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CUE_UNDO_WINDOW_MS,
  apiPath,
  apiPaths,
  type AttendanceRegister,
  type CueUndoAnswer,
  type ObservationPage,
} from '@cue/contracts';
import { auditLog } from '../../db/schema/index.js';
import { cueCommands, teacherNow } from '../../test/assistant.js';
import { classesOf, demoPhones, studentsOf } from '../../test/demo.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Cue command summaries and Undo (decision 028): a finished command's entry says what was saved,
 * and cue-command-undo within 10 minutes restores exactly what the save replaced, once, for its
 * author only.
 */
describe('Cue command summary and Undo', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  let priya: string;
  let nurseryA: string;
  let playgroupB: string;
  let kids: Record<string, string>;
  let commands: ReturnType<typeof cueCommands>;
  let tab: TestSocket;
  let farahTab: TestSocket;
  let anilTab: TestSocket;

  const open = async (token: string) => {
    const socket = await connectSocket(t.app, token);
    sockets.push(socket);
    return socket;
  };
  const undo = (socket: TestSocket, requestId: string): Promise<CueUndoAnswer> =>
    socket.timeout(3000).emitWithAck('cue-command-undo', { request_id: requestId });
  const register = async (classId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${apiPath(apiPaths.classAttendance, { classId })}?date=${teacherNow(t).isoDate}`,
        headers: bearer(priya),
      })
    ).json<{ result: AttendanceRegister }>().result;
  const marksOf = (r: AttendanceRegister) =>
    Object.fromEntries(r.student_attendance_list.map((row) => [row.first_name, row.attendance_status]));
  const mark = (classId: string, rows: [string, string][], isSaved?: boolean) =>
    t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.classAttendance, { classId }),
      headers: bearer(priya),
      payload: {
        date: teacherNow(t).isoDate,
        student_attendance_list: rows.map(([id, status]) => ({ student_id: id, attendance_status: status })),
        ...(isSaved !== undefined && { is_saved: isSaved }),
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, demoPhones.priya);
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
    // Signing in moves the test clock on: everyone signs in before any command runs.
    farahTab = await open(await staffToken(t.app, demoPhones.farah));
    anilTab = await open(await staffToken(t.app, demoPhones.anil));
    tab = await open(priya);
    commands = cueCommands(t, tab, priya);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('summarises a register command, refuses other users, and Undo restores the marks before (unmarked ones cleared), the complete flag, and keeps a mark changed since', async () => {
    // Before the command: Maya excused, everyone else unmarked, register open.
    expect((await mark(nurseryA, [[kids['Maya Fernandes']!, 'excused']])).statusCode).toBe(200);
    const before = marksOf(await register(nurseryA));
    expect(before['Maya']).toBe('excused');
    expect(before['Aarav']).toBe('NA');

    const entry = await commands.run(nurseryA, 'mark everyone present except Diya and Kabir', 'undo-att');
    const total = Object.keys(kids).length;
    // "Everyone" leaves Maya excused (issue 10): the summary says so.
    expect(entry.context.summary).toEqual({
      kind: 'attendance',
      date: teacherNow(t).isoDate,
      counts: { present: total - 3, absent: 2, excused: 1, leave: 0, unassigned: 0, NA: 0 },
      not_present: expect.arrayContaining([
        { name: 'Diya', status: 'absent' },
        { name: 'Kabir', status: 'absent' },
        { name: 'Maya', status: 'excused' },
      ]),
      register_complete: true,
    });
    expect(Date.parse(entry.context.undo_until!)).toBe(t.clock.now().getTime() + CUE_UNDO_WINDOW_MS);
    expect((await register(nurseryA)).is_saved).toBe(true);

    // Another teacher of the school, and another school's admin, cannot undo it.
    expect(await undo(farahTab, 'undo-att')).toMatchObject({ ok: false, reason: 'not_undoable' });
    expect(await undo(anilTab, 'undo-att')).toMatchObject({ ok: false, reason: 'not_undoable' });
    expect((await register(nurseryA)).is_saved).toBe(true);

    // The teacher changes Aarav by hand after the command: Undo leaves her change alone.
    expect((await mark(nurseryA, [[kids['Aarav Sharma']!, 'leave']])).statusCode).toBe(200);

    expect(await undo(tab, 'undo-att')).toEqual({ ok: true });
    const after = await register(nurseryA);
    expect(after.is_saved).toBe(false);
    expect(marksOf(after)).toEqual({ ...before, Aarav: 'leave' });
    await eventually(() => typeof commands.finalEntry('undo-att')?.context.undone_at === 'string', 3000);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'undo_mark_attendance'), eq(auditLog.entityId, nurseryA)));
    expect(audited).toHaveLength(1);

    // Twice: nothing more happens, and the teacher is told why.
    expect((await mark(nurseryA, [[kids['Diya Menon']!, 'present']])).statusCode).toBe(200);
    expect(await undo(tab, 'undo-att')).toMatchObject({ ok: false, reason: 'already_undone' });
    expect(marksOf(await register(nurseryA))['Diya']).toBe('present');
  });

  it('restores a register that was already complete before the command as complete', async () => {
    const pgKids = await studentsOf(t.app, priya, playgroupB);
    const [first] = Object.values(pgKids);
    expect((await mark(playgroupB, [[first!, 'absent']], true)).statusCode).toBe(200);
    const before = await register(playgroupB);
    await commands.run(playgroupB, 'mark everyone present', 'undo-complete');
    expect(marksOf(await register(playgroupB))).not.toEqual(marksOf(before));
    expect(await undo(tab, 'undo-complete')).toEqual({ ok: true });
    const after = await register(playgroupB);
    expect(after.is_saved).toBe(true);
    expect(marksOf(after)).toEqual(marksOf(before));
  });

  it('refuses Undo after 10 minutes, and leaves the register as the command saved it', async () => {
    const entry = await commands.run(nurseryA, 'everyone is here except Diya', 'undo-late');
    expect(entry.context.summary).toMatchObject({ kind: 'attendance', register_complete: true });
    const saved = marksOf(await register(nurseryA));
    t.clock.advanceSeconds(CUE_UNDO_WINDOW_MS / 1000 + 1);
    expect(await undo(tab, 'undo-late')).toMatchObject({
      ok: false,
      reason: 'expired',
      error: 'Undo is only possible for 10 minutes after Cue saved.',
    });
    expect(marksOf(await register(nurseryA))).toEqual(saved);
  });

  it('summarises an observation command by the child, and Undo deletes the observation', async () => {
    const entry = await commands.run(nurseryA, 'Maya washed her hands before lunch', 'undo-obs');
    expect(entry.context.summary).toEqual({ kind: 'observation', names: ['Maya'] });
    const notes = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: apiPath(apiPaths.fetchAnecdotes, { classId: nurseryA }),
          headers: bearer(priya),
          payload: {},
        })
      )
        .json<{ result: ObservationPage }>()
        .result.observation_entries.map((o) => o.general_note);
    expect(await notes()).toContain('Maya washed her hands before lunch');
    expect(await undo(tab, 'undo-obs')).toEqual({ ok: true });
    expect(await notes()).not.toContain('Maya washed her hands before lunch');
    expect(await undo(tab, 'undo-obs')).toMatchObject({ ok: false, reason: 'already_undone' });
  });

  it('deletes a draft announcement a command made, and a second Undo is refused', async () => {
    const entry = await commands.run(
      nurseryA,
      'Tell parents that school is closed tomorrow for Diwali',
      'undo-ann',
    );
    // For the whole school: kept as a draft (decision 014), so Undo may delete it.
    expect(entry.context.summary).toMatchObject({ kind: 'announcement', count: 1, state: 'draft' });
    const saved = entry.context.saved as { ids: string[] };
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: apiPath(apiPaths.announcementById, { id: saved.ids[0]! }),
        headers: bearer(priya),
      });
    expect((await read()).statusCode).toBe(200);
    expect(await undo(tab, 'undo-ann')).toEqual({ ok: true });
    expect((await read()).statusCode).toBe(404);
    expect(await undo(tab, 'undo-ann')).toMatchObject({ ok: false, reason: 'already_undone' });
  });

  it('offers no Undo for an announcement sent at once to the class, refuses it as sent, and keeps it', async () => {
    const entry = await commands.run(
      nurseryA,
      'Tell my class parents that we are making paper boats tomorrow',
      'undo-sent',
    );
    // The class's own families: sent at once, so families may already have read it.
    expect(entry.context.summary).toMatchObject({ kind: 'announcement', count: 1, state: 'published' });
    expect(entry.context.undo_until).toBeUndefined();
    const saved = entry.context.saved as { ids: string[] };
    expect(await undo(tab, 'undo-sent')).toMatchObject({
      ok: false,
      reason: 'sent',
      error: "An announcement that was already sent can't be undone.",
    });
    const read = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.announcementById, { id: saved.ids[0]! }),
      headers: bearer(priya),
    });
    expect(read.statusCode).toBe(200);
  });
});
