import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, daysAgo, nurseryA, staffSignIn, type Answer } from '../../test/faults/api-client.js';
import { query } from '../../test/faults/database.js';
import { startPrivatePostgres, waitFor, type PrivatePostgres } from '../../test/faults/processes.js';
import { startServer, type ServerProcess } from '../../test/faults/server-process.js';

const OUTAGE_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Save {
  childId: string;
  date: string;
  status: 'present' | 'absent';
  answer: Answer | Error;
}

/**
 * PostgreSQL stopped for 20 s (`pg_ctl stop -m fast`: every connection gets 57P01, as in a
 * restart or failover) while a teacher saves attendance every 100 ms.
 */
describe('the database goes away for 20 s and comes back', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startServer({ DATABASE_URL: postgres.url });
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await postgres?.destroy();
  });

  it('keeps the same process, answers 503 meanwhile, keeps every acknowledged save, and runs a job that fell due exactly once', async () => {
    const teacher = await staffSignIn(server.url, '9000000001');
    const admin = await staffSignIn(server.url, '9000000002');
    const { classId, studentIds } = await nurseryA(server.url, teacher);

    // A scheduled announcement whose publish job falls due in the middle of the outage.
    const created = await call(server.url, 'POST', '/api/announcement/', {
      token: admin,
      body: {
        title: 'Sports day',
        summary: 'Bring a hat',
        schedule_later: true,
        date: daysAgo(-4),
        time: '09:00 AM',
      },
    });
    expect(created.status).toBe(200);
    const announcementId = (created.body as { result: { id: string } }).result.id;
    await query(
      postgres.url,
      `update scheduled_jobs set run_at = now() + interval '5 seconds' where subject_id = $1 and kind = 'announcement.publish'`,
      [announcementId],
    );

    const saves: Save[] = [];
    const readiness: number[] = [];
    let running = true;
    const saving = (async () => {
      for (let i = 0; running; i++) {
        const childId = studentIds[i % studentIds.length]!;
        const date = daysAgo(Math.floor(i / studentIds.length));
        const status = i % 2 === 0 ? 'present' : 'absent';
        const answer = await call(server.url, 'POST', `/api/class_student_attendance/${classId}`, {
          token: teacher,
          body: { date, student_attendance_list: [{ student_id: childId, attendance_status: status }] },
        }).catch((error: Error) => error);
        saves.push({ childId, date, status, answer });
        await sleep(100);
      }
    })();
    const probing = (async () => {
      while (running) {
        const answer = await call(server.url, 'GET', '/api/health/ready').catch(() => null);
        readiness.push(answer?.status ?? 0);
        await sleep(250);
      }
    })();

    await sleep(2_000);
    await postgres.stop();
    await sleep(OUTAGE_MS);
    await postgres.start();
    await waitFor(() => readiness.at(-1) === 200, 30_000, 'ready again');
    // The job runner polls every 5 s: the publish job that fell due runs within a few seconds.
    await waitFor(
      async () =>
        (
          await query<{ status: string }>(
            postgres.url,
            `select status from scheduled_jobs where subject_id = $1 and kind = 'announcement.publish'`,
            [announcementId],
          )
        )[0]?.status === 'done',
      20_000,
      'the publish job to run',
    );
    await sleep(1_000);
    running = false;
    await Promise.all([saving, probing]);

    // The same process, never restarted.
    expect(server.alive()).toBe(true);
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    // Failed statements were logged by name and code, never with the query and its values.
    expect(server.output()).toContain('"code":"57P01"');
    expect(server.output()).not.toMatch(/Failed query|params:/);

    // Every request got an answer: saved, or 503 with Retry-After in the one error shape.
    const failures = saves.filter((s) => s.answer instanceof Error);
    expect(failures).toEqual([]);
    const answers = saves.map((s) => s.answer as Answer);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(10);
    for (const a of refused) {
      expect(a.headers.get('retry-after')).toBe('5');
      expect(a.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    // Saves went through again after the outage.
    expect(answers.at(-1)!.status).toBe(200);

    // Readiness went down and came back.
    const firstDown = readiness.indexOf(503);
    expect(firstDown).toBeGreaterThan(-1);
    expect(readiness.slice(0, firstDown)).toContain(200);
    expect(readiness.slice(firstDown)).toContain(200);

    // Every acknowledged save is in the database, exactly once.
    const marks = await query<{ child_id: string; date: string; status: string }>(
      postgres.url,
      `select child_id, to_char(date, 'YYYY-MM-DD') as date, status from attendance_marks where class_id = $1`,
      [classId],
    );
    const acknowledged = saves.filter((s) => (s.answer as Answer).status === 200);
    for (const save of acknowledged) {
      const rows = marks.filter((m) => m.child_id === save.childId && m.date === save.date);
      expect(rows).toEqual([{ child_id: save.childId, date: save.date, status: save.status }]);
    }

    // The job that fell due during the outage ran once, and the announcement is published.
    const jobs = await query<{ status: string; attempts: number }>(
      postgres.url,
      `select status, attempts from scheduled_jobs where subject_id = $1 and kind = 'announcement.publish'`,
      [announcementId],
    );
    expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
    const announcement = await call(server.url, 'GET', `/api/announcement/${announcementId}`, {
      token: admin,
    });
    expect(announcement.body).toMatchObject({ result: { is_published: true } });
  });
});
