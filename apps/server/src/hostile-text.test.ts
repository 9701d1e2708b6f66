import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  messages,
  type Announcement,
  type CueConversation,
  type Excusal,
  type Observation,
  type ObservationPage,
  EARLIEST_YEAR,
  LATEST_YEAR,
  MAX_DAYS_AHEAD,
  type TaskLogEntry,
} from '@cue/contracts';
import {
  announcements,
  assistantMessages,
  assistantTaskLog,
  attendanceMarks,
  auditLog,
  bugReports,
  childExcusals,
  observations,
} from './db/schema/index.js';
import { chatPayload, commandPayload, teacherNow } from './test/assistant.js';
import { demoPhones, nurseryA as openNurseryA } from './test/demo.js';
import { bearer, parentToken, staffToken } from './test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from './test/socket-client.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * The hostile-text corpus (docs/decisions/019-input-rules.md) against every free-text field of
 * every write endpoint: never a 500; refused text is a 400 naming the field and writes nothing;
 * accepted text reads back exactly as sent. A new endpoint with free text is one more row of
 * `endpoints` below.
 */

/** Text the rule refuses and the problem the 400 names. `emptyOnly`: refused where text is required. */
const refused = (tooLong: number) => [
  { name: 'NUL', text: 'Aarav built a tower\u0000 of blocks', problem: 'not allowed (U+0000)' },
  { name: 'bell and escape', text: 'ring\u0007 \u001b[31mred', problem: 'not allowed (U+0007)' },
  { name: 'DEL', text: 'oops\u007f', problem: 'not allowed (U+007F)' },
  { name: 'C1 control', text: 'next\u0085line', problem: 'not allowed (U+0085)' },
  { name: 'bidi override', text: 'drawing\u202egnp.exe', problem: 'not allowed (U+202E)' },
  { name: 'bidi isolate', text: '\u2067hidden\u2069 order', problem: 'not allowed (U+2067)' },
  { name: 'lone surrogate', text: 'half \ud83d a smile', problem: 'not allowed (U+D83D)' },
  { name: 'too long', text: 'x'.repeat(tooLong), problem: 'must be at most' },
  {
    name: 'only invisible',
    text: '\u200b\ufeff \u200d\u2060',
    problem: 'must not be empty',
    emptyOnly: true,
  },
];
/** A megabyte: under the 1 MB body limit with the rest of the request. */
const HTTP_TOO_LONG = 1_000_000;
/** socket.io drops a connection over 1 MB (maxHttpBufferSize), so its over-long text is shorter. */
const SOCKET_TOO_LONG = 200_000;

/** Text the rule accepts: read back unchanged. */
const accepted = [
  'Aarav stacked 🧱🧱 and cheered 👍🏽 while 👨‍👩‍👧 watched',
  'مريم رسمت شجرة كبيرة',
  'נועה בנתה מגדל גבוה',
  'आरव ने लाल ब्लॉक से मीनार बनाई',
  'Noa said \u200fשלום\u200e to Aarav, then مرحبا\u061c!',
  'First line\n\tsecond line',
];

/** What a write answered: an HTTP response, or a socket refusal or answer in the same terms. */
interface Sent {
  status: number;
  field?: string;
  message?: string;
  /** The record written, when the endpoint answers one. */
  id?: string;
}

interface WriteEndpoint {
  name: string;
  transport: 'http' | 'socket';
  /**
   * Free-text fields by the path a 400 names; `required` ones also refuse empty text, with the
   * spec's own words where it has some (`emptyMessage`).
   */
  fields: { field: string; required: boolean; emptyMessage?: string }[];
  /** Sends `text` in `field`, every other field valid. */
  send(field: string, text: string): Promise<Sent>;
  /** What a refused request must leave unchanged (rows of the endpoint's table and the audit log). */
  snapshot(): Promise<unknown>;
  /** The stored text of `field`, through the read endpoint; null where nothing is stored. */
  readBack(field: string, sent: Sent): Promise<string | null>;
}

const leafOf = (field: string) => field.split('.').at(-1)!;

describe('hostile text against every write endpoint', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let priya: string;
  let sam: string;
  let rahul: string;
  let classId: string;
  let aarav: string;
  let socket: TestSocket;
  const endpoints: WriteEndpoint[] = [];

  const rows = async (table: typeof observations | typeof announcements | typeof childExcusals) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
  const httpSent = (
    response: Awaited<ReturnType<FastifyInstance['inject']>>,
    id?: (body: never) => string,
  ) => {
    const body = response.json<{ field?: string; message?: string }>();
    return {
      status: response.statusCode,
      ...(response.statusCode === 400 && { field: body.field, message: body.message }),
      ...(response.statusCode === 200 && id && { id: id(body as never) }),
    } as Sent;
  };
  const post = (token: string, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as never });

  /** An observation of the class by id, paging through fetch_anecdote/ (staff read endpoint). */
  const findObservation = async (id: string): Promise<Observation> => {
    for (let page = 1; page < 100; page++) {
      const response = await app.inject({
        method: 'POST',
        url: apiPath(apiPaths.fetchAnecdotes, { classId }),
        headers: { ...bearer(priya), pagenumber: String(page) },
        payload: { student_id: aarav },
      });
      const result = response.json<{ result: ObservationPage }>().result;
      const found = result.observation_entries.find((entry) => entry._id === id);
      if (found) return found;
      if (!result.has_more) break;
    }
    throw new Error(`observation ${id} not found`);
  };
  const readAnnouncement = async (id: string) =>
    (
      await app.inject({
        method: 'GET',
        url: apiPath(apiPaths.announcementById, { id }),
        headers: bearer(priya),
      })
    ).json<{ result: Announcement }>().result;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    const nurseryA = await openNurseryA(app);
    priya = nurseryA.token;
    classId = nurseryA.schoolClass._id;
    aarav = nurseryA.students['Aarav Sharma']!;
    sam = await staffToken(app, demoPhones.sam);
    rahul = await parentToken(app, demoPhones.rahul);
    socket = await connectSocket(app, priya);
    const today = teacherNow(t).isoDate;

    const observationEntry = { student_id: aarav, title: 'Blocks', general_note: 'Built a tall tower' };
    const saved = await post(priya, apiPath(apiPaths.createAnecdotes, { classId }), {
      observation_entries: [observationEntry],
    });
    const editedId = saved.json<{ result: { observation_entries: Observation[] } }>().result
      .observation_entries[0]!._id;
    const announcement = { title: 'Sports day', summary: 'Wear trainers', save_as_draft: true };
    const draftId = (await post(priya, apiPaths.createAnnouncement, announcement)).json<{
      result: { id: string };
    }>().result.id;

    // Socket answers by request id: a refusal arrives as `message`, an answer or a task as its own event.
    const refusals = collect(socket, 'message');
    const chatEnds = collect(socket, 'chat-with-cue-stream-end');
    const taskBatches = collect(socket, 'verbose-log');
    let requests = 0;
    const socketSend = async (
      event: 'chat-with-cue' | 'cue-command',
      payload: (requestId: string) => unknown,
      answered: (requestId: string) => boolean,
    ): Promise<Sent> => {
      const requestId = `hostile-${++requests}`;
      socket.emit(event, payload(requestId) as never);
      // A refused payload is a `message` naming the field; anything else must be answered (a
      // command Cue cannot act on is answered too: its task fails with a reason).
      const refusal = () =>
        refusals
          .filter((m) => m.request_id === requestId)
          .map((m) => /^Invalid [\w-]+ payload: ([\w.]+): (.*)$/s.exec(m.error))
          .find(Boolean);
      await eventually(() => refusal() !== undefined || answered(requestId), 10_000);
      const [, field, problem] = refusal() ?? [];
      return field ? { status: 400, field, message: `${field}: ${problem}` } : { status: 200, id: requestId };
    };
    const taskEntry = (requestId: string) =>
      taskBatches.flat().findLast((entry: TaskLogEntry) => entry.id === requestId);

    endpoints.push(
      {
        name: 'POST anecdote/{classId} (record observations)',
        transport: 'http',
        fields: [
          { field: 'observation_entries.0.title', required: false },
          { field: 'observation_entries.0.general_note', required: true },
        ],
        send: async (field, text) =>
          httpSent(
            await post(priya, apiPath(apiPaths.createAnecdotes, { classId }), {
              observation_entries: [{ ...observationEntry, [leafOf(field)]: text }],
            }),
            (body: { result: { observation_entries: Observation[] } }) =>
              body.result.observation_entries[0]!._id,
          ),
        snapshot: async () => [await rows(observations), await audits()],
        readBack: async (field, sent) => (await findObservation(sent.id!))[leafOf(field) as 'title'],
      },
      {
        name: 'POST create_bulk_anecdote/{classId}',
        transport: 'http',
        fields: [{ field: 'observation_entries.0.general_note', required: true }],
        send: async (field, text) =>
          httpSent(
            await post(priya, apiPath(apiPaths.bulkAnecdotes, { classId }), {
              observation_entries: [{ ...observationEntry, [leafOf(field)]: text }],
            }),
            (body: { result: { observation_entries: Observation[] } }) =>
              body.result.observation_entries[0]!._id,
          ),
        snapshot: async () => [await rows(observations), await audits()],
        readBack: async (field, sent) => (await findObservation(sent.id!))[leafOf(field) as 'title'],
      },
      {
        name: 'POST edit_anecdote/{id}',
        transport: 'http',
        fields: [
          { field: 'title', required: false },
          { field: 'general_note', required: true },
        ],
        send: async (field, text) =>
          httpSent(
            await post(priya, apiPath(apiPaths.editAnecdote, { id: editedId }), { [field]: text }),
            () => editedId,
          ),
        snapshot: async () => [
          await t.db.select().from(observations).where(eq(observations.id, editedId)),
          await audits(),
        ],
        readBack: async (field) => (await findObservation(editedId))[field as 'title'],
      },
      {
        name: 'POST announcement/ (create)',
        transport: 'http',
        fields: [
          { field: 'title', required: true },
          { field: 'summary', required: false },
        ],
        send: async (field, text) =>
          httpSent(
            await post(priya, apiPaths.createAnnouncement, { ...announcement, [field]: text }),
            (body: { result: { id: string } }) => body.result.id,
          ),
        snapshot: async () => [await rows(announcements), await audits()],
        readBack: async (field, sent) => (await readAnnouncement(sent.id!))[field as 'title'],
      },
      {
        name: 'POST announcement/{id} (update)',
        transport: 'http',
        fields: [
          { field: 'title', required: true },
          { field: 'summary', required: false },
        ],
        send: async (field, text) =>
          httpSent(
            await post(priya, apiPath(apiPaths.announcementById, { id: draftId }), {
              ...announcement,
              [field]: text,
            }),
            () => draftId,
          ),
        snapshot: async () => [
          await t.db.select().from(announcements).where(eq(announcements.id, draftId)),
          await audits(),
        ],
        readBack: async (field) => (await readAnnouncement(draftId))[field as 'title'],
      },
      {
        name: 'POST create_child_excusal/{classId} (parent)',
        transport: 'http',
        fields: [{ field: 'reason', required: true }],
        send: async (field, text) =>
          httpSent(
            await post(rahul, apiPath(apiPaths.createChildExcusal, { classId }), {
              student_id: aarav,
              kind: 'leave',
              start_date: addDaysToIsoDate(today, 7),
              end_date: addDaysToIsoDate(today, 8),
              [field]: text,
            }),
            (body: { result: Excusal }) => body.result._id,
          ),
        snapshot: async () => [await rows(childExcusals), await audits()],
        readBack: async (_field, sent) => {
          const response = await post(rahul, apiPath(apiPaths.fetchChildExcusal, { classId }), {
            student_id: aarav,
          });
          return response.json<{ result: Excusal[] }>().result.find((e) => e._id === sent.id)!.reason;
        },
      },
      {
        name: 'POST bug_report/',
        transport: 'http',
        fields: [
          { field: 'summary', required: true, emptyMessage: messages.describeIssue },
          { field: 'url', required: true },
        ],
        send: async (field, text) =>
          httpSent(
            await post(priya, apiPaths.bugReport, {
              url: '/observations',
              summary: 'Save hangs',
              [field]: text,
            }),
            (body: { result: { _id: string } }) => body.result._id,
          ),
        snapshot: async () => (await t.db.select({ n: count() }).from(bugReports))[0]!.n,
        // Bug reports have no read endpoint (they are read by operators): the stored row.
        readBack: async (field, sent) => {
          const [row] = await t.db.select().from(bugReports).where(eq(bugReports.id, sent.id!));
          return row![field as 'summary'];
        },
      },
      {
        name: 'POST cue_widget/ask',
        transport: 'http',
        fields: [{ field: 'user_query.user_input', required: true }],
        send: async (_field, text) => {
          const { date, time } = teacherNow(t);
          return httpSent(
            await post(sam, apiPaths.cueWidgetAsk, {
              user_query: { class_id: classId, user_input: text, date, time },
            }),
          );
        },
        snapshot: async () => (await t.db.select({ n: count() }).from(assistantMessages))[0]!.n,
        readBack: async () => null, // the widget's question is answered, never stored
      },
      {
        name: 'socket chat-with-cue',
        transport: 'socket',
        fields: [{ field: 'user_query.user_input', required: true }],
        send: (_field, text) =>
          socketSend(
            'chat-with-cue',
            (requestId) => chatPayload(t, priya, classId, text, requestId),
            (requestId) => chatEnds.some((end) => end.request_id === requestId),
          ),
        snapshot: async () => (await t.db.select({ n: count() }).from(assistantMessages))[0]!.n,
        readBack: async () => {
          const response = await app.inject({
            method: 'GET',
            url: apiPath(apiPaths.cueConversation, { classId }),
            headers: bearer(priya),
          });
          const { messages } = response.json<{ result: CueConversation }>().result;
          return messages.findLast((message) => message.role === 'user')!.content as string;
        },
      },
      {
        name: 'socket cue-command',
        transport: 'socket',
        fields: [{ field: 'user_query.command', required: true }],
        send: (_field, text) =>
          socketSend(
            'cue-command',
            (requestId) => commandPayload(t, priya, classId, text, requestId),
            (requestId) => ['done', 'error'].includes(taskEntry(requestId)?.currentStage ?? ''),
          ),
        snapshot: async () => (await t.db.select({ n: count() }).from(assistantTaskLog))[0]!.n,
        // The task log, as a reloaded page replays it.
        readBack: async (_field, sent) => {
          socket.emit('request-progress-replay');
          await eventually(() => taskEntry(sent.id!) !== undefined);
          return taskEntry(sent.id!)!.command;
        },
      },
    );
  });
  afterAll(async () => {
    socket?.close();
    await t.close();
  });

  it('refuses control characters, bidi controls, lone surrogates, over-long and empty text: a 400 naming the field, nothing written', async () => {
    for (const endpoint of endpoints) {
      const corpus = refused(endpoint.transport === 'http' ? HTTP_TOO_LONG : SOCKET_TOO_LONG);
      for (const { field, required, emptyMessage } of endpoint.fields) {
        for (const sample of corpus) {
          if (sample.emptyOnly && !required) continue;
          const where = `${endpoint.name} ${field} ${sample.name}`;
          const before = await endpoint.snapshot();
          const sent = await endpoint.send(field, sample.text);
          expect(sent.status, where).toBe(400);
          expect(sent.field, where).toBe(field);
          if (sample.emptyOnly && emptyMessage) {
            expect(sent.message, where).toBe(emptyMessage);
          } else {
            expect(sent.message, where).toContain(`${field}: `);
            expect(sent.message, where).toContain(sample.problem);
          }
          expect(await endpoint.snapshot(), where).toEqual(before);
        }
      }
    }
    expect(socket.connected).toBe(true);
  }, 120_000);

  it('accepts emoji, Arabic, Hebrew, Devanagari and mixed-direction text and reads it back unchanged', async () => {
    for (const endpoint of endpoints) {
      for (const { field } of endpoint.fields) {
        for (const text of accepted) {
          // A url field holds a path; every sample is still text the rule accepts.
          const where = `${endpoint.name} ${field} ${JSON.stringify(text)}`;
          const sent = await endpoint.send(field, text);
          expect(sent.status, where).toBe(200);
          const stored = await endpoint.readBack(field, sent);
          if (stored !== null) expect(stored, where).toBe(text);
        }
      }
    }
  }, 120_000);
  it('refuses dates outside their window with a 400 naming the field, nothing written', async () => {
    const today = teacherNow(t).isoDate; // 2026-11-20 on the test clock
    const yearAhead = addDaysToIsoDate(today, MAX_DAYS_AHEAD);
    const marks = async () => (await t.db.select({ n: count() }).from(attendanceMarks))[0]!.n;
    const before = async () => [
      await rows(observations),
      await rows(announcements),
      await rows(childExcusals),
      await marks(),
      await audits(),
    ];
    const written = await before();
    const observationAt = (date: string) =>
      post(priya, apiPath(apiPaths.createAnecdotes, { classId }), {
        observation_entries: [{ student_id: aarav, general_note: 'Painted a sun', date }],
      });
    const scheduleOn = (date: string, extra: Record<string, unknown> = {}) =>
      post(priya, apiPaths.createAnnouncement, {
        title: 'Trip',
        schedule_later: true,
        date,
        time: '09:00 AM',
        ...extra,
      });
    const excusal = (start_date: string, end_date: string) =>
      post(rahul, apiPath(apiPaths.createChildExcusal, { classId }), {
        student_id: aarav,
        kind: 'excused',
        start_date,
        end_date,
        reason: 'Fever',
      });
    const refusals: [string, Promise<Awaited<ReturnType<typeof post>>>, string, string][] = [
      [
        'observation in 2150',
        observationAt('2150-01-01'),
        'observation_entries.0.date',
        `must not be after today (${today})`,
      ],
      [
        'observation tomorrow',
        observationAt(addDaysToIsoDate(today, 1)),
        'observation_entries.0.date',
        'must not be after today',
      ],
      [
        'observation DD-MM-2150',
        observationAt('01-01-2150'),
        'observation_entries.0.date',
        'must not be after today',
      ],
      [
        'observation instant tomorrow',
        observationAt(`${addDaysToIsoDate(today, 1)}T06:00:00Z`),
        'observation_entries.0.date',
        'must not be after today',
      ],
      [
        'observation in 1999',
        observationAt('1999-12-31'),
        'observation_entries.0.date',
        'must not be before 2000-01-01',
      ],
      [
        'schedule in 2150',
        scheduleOn('2150-01-01'),
        'date',
        `must not be after a year from today (${yearAhead})`,
      ],
      [
        'schedule a year and a day ahead',
        scheduleOn(addDaysToIsoDate(yearAhead, 1)),
        'date',
        'must not be after a year from today',
      ],
      [
        'draft dated 2150',
        scheduleOn('2150-01-01', { save_as_draft: true }),
        'date',
        'must not be after a year from today',
      ],
      [
        'excusal ending too far ahead',
        excusal(addDaysToIsoDate(yearAhead, 0), addDaysToIsoDate(yearAhead, 1)),
        'end_date',
        'must not be after a year from today',
      ],
      [
        'excusal from years ago',
        excusal('2020-01-06', '2020-01-07'),
        'start_date',
        'must not be before a year before today',
      ],
      [
        'register in 1999',
        post(priya, apiPath(apiPaths.classAttendance, { classId }), {
          date: '1999-12-31',
          student_attendance_list: [{ student_id: aarav, attendance_status: 'present' }],
        }),
        'date',
        'must not be before 2000-01-01',
      ],
      [
        'register in 2150',
        post(priya, apiPath(apiPaths.classAttendance, { classId }), {
          date: '2150-12-31',
          student_attendance_list: [{ student_id: aarav, attendance_status: 'present' }],
        }),
        'date',
        'must not be after today',
      ],
      [
        'bulk marks too far ahead',
        post(priya, apiPath(apiPaths.bulkStudentAttendance, { classId }), {
          start_date: yearAhead,
          end_date: addDaysToIsoDate(yearAhead, 5),
          student_ids: [aarav],
          attendance_status: 'leave',
        }),
        'end_date',
        'must not be after a year from today',
      ],
    ];
    for (const [what, request, field, problem] of refusals) {
      const response = await request;
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(response.json<{ message: string }>().message, what).toContain(`${field}: ${problem}`);
    }
    expect(await before()).toEqual(written);

    // The edges are inside: today and 2000-01-01 for records, a year ahead for plans.
    expect((await observationAt(today)).statusCode).toBe(200);
    expect((await observationAt('2000-01-01')).statusCode).toBe(200);
    expect((await scheduleOn(yearAhead)).statusCode).toBe(200);
    expect((await excusal(addDaysToIsoDate(today, -30), addDaysToIsoDate(today, -29))).statusCode).toBe(200);
    const editedDate = await post(
      priya,
      apiPath(apiPaths.editAnecdote, {
        id: (await observationAt(today)).json<{ result: { observation_entries: Observation[] } }>().result
          .observation_entries[0]!._id,
      }),
      { date: '2150-01-01' },
    );
    expect(editedDate.json()).toMatchObject({
      field: 'date',
      message: `date: must not be after today (${today})`,
    });
  });

  it('refuses a date in the year 9999 on saves and on read filters with a 400 naming the field', async () => {
    const outOfRange = `must be a real calendar date from ${EARLIEST_YEAR} to ${LATEST_YEAR}`;
    const saved = await post(priya, apiPath(apiPaths.createAnecdotes, { classId }), {
      observation_entries: [{ student_id: aarav, general_note: 'Painted a sun', date: '9999-01-01' }],
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ field: 'observation_entries.0.date' });
    // A week or a month around 31-12-9999 ran past the year 9999 and answered 500.
    for (const url of [
      `${apiPath(apiPaths.studentWeeklyAttendance, { studentId: aarav })}?date=9999-12-31`,
      `${apiPath(apiPaths.studentMonthlyAttendance, { studentId: aarav })}?date=9999-12-31`,
      `${apiPath(apiPaths.attendanceDashboard, { classId })}?date=9999-12-31`,
    ]) {
      const read = await app.inject({ method: 'GET', url, headers: bearer(priya) });
      expect(read.statusCode, url).toBe(400);
      expect(read.json(), url).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date' });
      expect(read.json<{ message: string }>().message, url).toContain(outOfRange);
    }
  });

  it('ignores unknown body and query fields: never stored, never echoed', async () => {
    const saved = await post(priya, apiPath(apiPaths.createAnecdotes, { classId }), {
      observation_entries: [
        { student_id: aarav, general_note: 'Sang a song', secret_note: 'hidden', class_id: 'f'.repeat(24) },
      ],
      school_id: 'f'.repeat(24),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('secret_note');
    expect(saved.body).not.toContain('hidden');
    const observation = await findObservation(
      saved.json<{ result: { observation_entries: Observation[] } }>().result.observation_entries[0]!._id,
    );
    expect(observation.class_id).toBe(classId);
    expect(Object.keys(observation)).not.toContain('secret_note');

    // Fields the server owns are ignored too: a draft stays a draft of its real author.
    const created = await post(priya, apiPaths.createAnnouncement, {
      title: 'Library day',
      save_as_draft: true,
      status: 'published',
      is_published: true,
      can_manage: false,
      _id: 'f'.repeat(24),
      created_by: { _id: 'f'.repeat(24), first_name: 'Someone', last_name: 'Else' },
      colour: 'red',
    });
    expect(created.statusCode).toBe(200);
    const announcement = await readAnnouncement(created.json<{ result: { id: string } }>().result.id);
    expect(announcement).toMatchObject({ status: 'draft', is_published: false, can_manage: true });
    expect(announcement._id).not.toBe('f'.repeat(24));
    expect(announcement.created_by.first_name).not.toBe('Someone');
    expect(JSON.stringify(announcement)).not.toContain('colour');

    const listed = await app.inject({
      method: 'GET',
      url: `${apiPaths.announcements}?status=draft&page=1&sort=evil&limit=100000`,
      headers: bearer(priya),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('evil');
  });
});
