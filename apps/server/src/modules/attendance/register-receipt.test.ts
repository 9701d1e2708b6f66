import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attendanceMarks } from '../../db/schema/index.js';
import { staffActorOf, teacherNow } from '../../test/assistant.js';
import { classesOf, demoPhones, studentsOf } from '../../test/demo.js';
import { staffToken } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Actor } from '../auth/session.service.js';
import { SchoolsRepository } from '../schools/schools.repository.js';
import { SchoolsService } from '../schools/schools.service.js';
import { AttendanceRepository } from './attendance.repository.js';
import { AttendanceService } from './attendance.service.js';

/**
 * A keyed register save (a Cue command's, decision 028) belongs to the class it saved: the same
 * key sent for another class is refused, and its Undo never writes one class's children into
 * another class's register.
 */
describe('keyed register saves and their undo stay in their class', () => {
  let t: TestApp;
  let attendance: AttendanceService;
  let actor: Actor;
  let nurseryA: string;
  let playgroupB: string;
  let nurseryKids: Record<string, string>;
  const key = { value: 'cue-command:receipt-class:0', field: 'request_id' };
  const undoKey = { value: 'cue-command-undo:receipt-class', field: 'request_id' };
  const marksIn = (classId: string) =>
    t.db
      .select({ childId: attendanceMarks.childId, status: attendanceMarks.status })
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.classId, classId), eq(attendanceMarks.date, teacherNow(t).isoDate)));

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staffToken(t.app, demoPhones.priya);
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    nurseryKids = await studentsOf(t.app, priya, nurseryA);
    actor = staffActorOf(priya, classes['Nursery A']!.school_info._id);
    attendance = new AttendanceService({
      repository: new AttendanceRepository(t.db),
      schools: new SchoolsService(new SchoolsRepository(t.db)),
      hub: t.app.realtime.hub,
      clock: t.clock,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the key for another class (400 naming it) and its undo there finds nothing', async () => {
    const aarav = nurseryKids['Aarav Sharma']!;
    const date = teacherNow(t).isoDate;
    await attendance.saveRegisterOnce(
      actor,
      nurseryA,
      { date, student_attendance_list: [{ student_id: aarav, attendance_status: 'absent' }], is_saved: true },
      key,
    );
    const playgroupBefore = await marksIn(playgroupB);

    await expect(
      attendance.saveRegisterOnce(
        actor,
        playgroupB,
        { date, student_attendance_list: [], is_saved: true },
        key,
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', options: { field: 'request_id' } });
    await expect(attendance.undoRegisterSave(actor, playgroupB, key, undoKey)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Playgroup B's register is as it was: no Nursery A child was written into it.
    expect(await marksIn(playgroupB)).toEqual(playgroupBefore);
    // The undo in its own class still works (the refused one claimed nothing).
    expect(await attendance.undoRegisterSave(actor, nurseryA, key, undoKey)).toEqual({
      status: 'undone',
      kept: 0,
    });
    expect((await marksIn(nurseryA)).find((m) => m.childId === aarav)).toBeUndefined();
  });

  it('two undos at once restore once: one undoes, the other is told it was already done', async () => {
    const diya = nurseryKids['Diya Menon']!;
    const date = teacherNow(t).isoDate;
    const twiceKey = { value: 'cue-command:twice:0', field: 'request_id' };
    const twiceUndo = { value: 'cue-command-undo:twice', field: 'request_id' };
    await attendance.saveRegisterOnce(
      actor,
      nurseryA,
      { date, student_attendance_list: [{ student_id: diya, attendance_status: 'leave' }], is_saved: true },
      twiceKey,
    );
    const answers = await Promise.all([
      attendance.undoRegisterSave(actor, nurseryA, twiceKey, twiceUndo),
      attendance.undoRegisterSave(actor, nurseryA, twiceKey, twiceUndo),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['already', 'undone']);
    expect((await marksIn(nurseryA)).find((m) => m.childId === diya)).toBeUndefined();
  });
});
