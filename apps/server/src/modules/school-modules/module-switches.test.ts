import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  apiPath,
  apiPaths,
  messages,
  type AttendanceRegister,
  type Excusal,
  type SchoolModule,
} from '@cue/contracts';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { commandPayload } from '../../test/assistant.js';
import { multipartFile } from '../../test/multipart.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** One route call: who makes it, and what it answers while its module is on. */
interface RouteCall {
  name: string;
  as: DemoPerson;
  kind: 'staff' | 'parent';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => Record<string, unknown>;
  /** While the module is on (default 200); a route may answer 404 for an empty conversation. */
  onStatus?: number;
}

/**
 * Issue 11: every module's server routes refuse (403) while the school has the module off, for
 * staff and parents alike, and work again once it is back on (decision 037).
 */
describe('module switches close the server routes, not only the menus', () => {
  let t: TestApp;
  const { staff, parent } = demoLogins(() => t.app);
  let nurseryA: string;
  let aarav: string;
  let today: string;
  let observationId: string;
  /** A free journal post to Aarav, and one the delete call removes. */
  let journalPostId: string;
  let doomedPostId: string;
  let decideExcusalId: string;
  let withdrawExcusalId: string;
  /** Aarav's chat thread with Nursery A's staff. */
  let chatThreadId: string;
  /** Photos uploaded by Priya: one already in Nursery A's library, one the switch test adds. */
  let libraryPhoto: string;
  let newPhoto: string;
  /** A medication request of Aarav's and an incident, for the daycare routes. */
  let medicationId: string;
  let incidentId: string;
  /** A care log entry of Aarav's (recorded while daycare is on). */
  let careEntryId: string;
  /** Learning stories: a published one about Aarav, drafts to autosave and submit, one to delete. */
  let storyId: string;
  let autosaveStoryId: string;
  let submitStoryId: string;
  let doomedStoryId: string;
  let storyCommentId: string;
  let tagSetId: string;
  let doomedTagSetId: string;
  /** Assessment (issue 17): Nursery A's cycles and children whose cards each take one write. */
  let term1: string;
  let term2: string;
  let kids: Record<string, string>;

  const send = async (call: Pick<RouteCall, 'as' | 'kind' | 'method' | 'url' | 'body'>) =>
    t.app.inject({
      method: call.method,
      url: call.url(),
      headers: bearer(call.kind === 'staff' ? await staff(call.as) : await parent(call.as)),
      ...(call.body && { payload: call.body() }),
    });
  const switchModule = async (module: SchoolModule, enabled: boolean) => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.schoolSettings,
      headers: bearer(await staff(module === 'school_permissions' ? 'sam' : 'farah')),
      payload: { school_permissions: { [module]: { enabled } } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const classUrl = (template: string) => () => apiPath(template, { classId: nurseryA });
  const staffCall = (
    name: string,
    method: RouteCall['method'],
    url: () => string,
    body?: () => Record<string, unknown>,
  ): RouteCall => ({
    name,
    as: 'priya',
    kind: 'staff',
    method,
    url,
    ...(body && { body }),
  });
  const parentCall = (name: string, url: () => string, body?: () => Record<string, unknown>): RouteCall => ({
    name,
    as: 'rahul',
    kind: 'parent',
    method: body ? 'POST' : 'GET',
    url,
    ...(body && { body }),
  });
  const excusal = (reason: string) => ({
    student_id: aarav,
    kind: 'leave',
    start_date: today,
    end_date: today,
    reason,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
    aarav = kids['Aarav Sharma']!;
    const cycles = await send(
      staffCall('cycles', 'GET', () => apiPath(apiPaths.classAssessmentCycles, { classId: nurseryA })),
    );
    [term1, term2] = cycles
      .json<{ result: { cycles: { _id: string }[] } }>()
      .result.cycles.map((c) => c._id) as [string, string];
    const register = await send(staffCall('register', 'GET', classUrl(apiPaths.classAttendance)));
    today = register.json<{ result: AttendanceRegister }>().result.iso_date;
    const recorded = await send(
      staffCall('record', 'POST', classUrl(apiPaths.createAnecdotes), () => ({
        observation_entries: [{ student_id: aarav, general_note: 'Built a tall tower' }],
      })),
    );
    observationId = recorded.json<{ result: { observation_entries: { _id: string }[] } }>().result
      .observation_entries[0]!._id;
    const journalPost = async () =>
      (
        await send(
          staffCall('post', 'POST', classUrl(apiPaths.createJournalPost), () => ({
            student_ids: [aarav],
            body: 'Planted seeds',
          })),
        )
      ).json<{ result: { _id: string }[] }>().result[0]!._id;
    journalPostId = await journalPost();
    doomedPostId = await journalPost();
    const ask = async (reason: string) =>
      (await send(parentCall('ask', classUrl(apiPaths.createChildExcusal), () => excusal(reason)))).json<{
        result: Excusal;
      }>().result._id;
    const upload = async () => {
      const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartFile({ filename: 'p.png', contentType: 'image/png', bytes });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: apiPaths.uploadImage,
        payload,
        headers: { ...headers, ...bearer(await staff('priya')) },
      });
      return uploaded.json<{ result: { _id: string } }>().result._id;
    };
    libraryPhoto = await upload();
    newPhoto = await upload();
    const care = await send(
      staffCall('care', 'POST', classUrl(apiPaths.careLog), () => ({
        entries: [{ kind: 'sunscreen', time: '10:00', student_ids: [aarav] }],
      })),
    );
    careEntryId = care.json<{ result: { entries: { _id: string }[] } }>().result.entries[0]!._id;
    await send(
      staffCall('add', 'POST', classUrl(apiPaths.classMedia), () => ({ media_ids: [libraryPhoto] })),
    );
    medicationId = (
      await send(
        parentCall(
          'medication',
          () => apiPath(apiPaths.childMedication, { studentId: aarav }),
          () => ({
            medicine_name: 'Calpol',
            dose: '5 ml',
            times: ['23:59'],
            start_date: today,
            end_date: today,
          }),
        ),
      )
    ).json<{ result: { _id: string } }>().result._id;
    incidentId = (
      await send(
        staffCall('incident', 'POST', classUrl(apiPaths.classIncidents), () => ({
          student_id: aarav,
          happened_at: '2026-01-01T09:00:00Z',
          location: 'Garden',
          description: 'Grazed a knee',
        })),
      )
    ).json<{ result: { _id: string } }>().result._id;
    const chatThreads = await send(parentCall('chat threads', () => apiPaths.chatThreads));
    chatThreadId = chatThreads
      .json<{ result: { threads: { _id: string; kind: string; student_id: string | null }[] } }>()
      .result.threads.find((th) => th.kind === 'family' && th.student_id === aarav)!._id;
    const writeStory = async (status: string) =>
      (
        await send(
          staffCall('story', 'POST', classUrl(apiPaths.classStories), () => ({
            story: storyFields(),
            status,
          })),
        )
      ).json<{
        result: { _id: string };
      }>().result._id;
    storyId = await writeStory('published');
    autosaveStoryId = await writeStory('draft');
    submitStoryId = await writeStory('draft');
    doomedStoryId = await writeStory('published');
    storyCommentId = (
      await send(
        staffCall(
          'comment',
          'POST',
          () => apiPath(apiPaths.storyComments, { id: storyId }),
          () => ({ text: 'Lovely' }),
        ),
      )
    ).json<{ result: { _id: string } }>().result._id;
    const tagSet = async () =>
      (
        await send({ ...staffCall('set', 'POST', () => apiPaths.storyTagSets, tagSetBody), as: 'farah' })
      ).json<{
        result: { _id: string };
      }>().result._id;
    tagSetId = await tagSet();
    doomedTagSetId = await tagSet();
    decideExcusalId = await ask('Family wedding');
    withdrawExcusalId = await ask('Doctor visit');
  });
  afterAll(() => t.close());

  const storyFields = () => ({
    title: 'Seed planting',
    story_date: today,
    story: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aarav planted seeds' }] }],
    },
    learning: { type: 'doc', content: [] },
    next_steps: { type: 'doc', content: [] },
    student_ids: [aarav],
  });
  const tagSetBody = () => ({ name: 'Areas', tags: [{ name: 'Mathematics' }] });
  const summary = (template: string) => () => `${apiPath(template, { studentId: aarav })}?date=${today}`;
  const routes: Partial<Record<SchoolModule, RouteCall[]>> = {
    attendance: [
      staffCall('register read', 'GET', classUrl(apiPaths.classAttendance)),
      staffCall('register save', 'POST', classUrl(apiPaths.classAttendance), () => ({
        date: today,
        student_attendance_list: [{ student_id: aarav, attendance_status: 'present' }],
      })),
      staffCall(
        'mark all present',
        'POST',
        () => apiPaths.studentsFullPresence,
        () => ({
          class_id: nurseryA,
          date: today,
        }),
      ),
      staffCall('bulk marks', 'POST', classUrl(apiPaths.bulkStudentAttendance), () => ({
        start_date: today,
        end_date: today,
        student_ids: [aarav],
        attendance_status: 'present',
      })),
      staffCall('weekly', 'GET', summary(apiPaths.studentWeeklyAttendance)),
      staffCall('monthly', 'GET', summary(apiPaths.studentMonthlyAttendance)),
      staffCall('yearly', 'GET', summary(apiPaths.studentYearlyAttendance)),
      staffCall('dashboard', 'GET', classUrl(apiPaths.attendanceDashboard)),
      staffCall('class requests', 'GET', classUrl(apiPaths.classExcusals)),
      staffCall('decide a request', 'POST', classUrl(apiPaths.classExcusals), () => ({
        excusal_id: decideExcusalId,
        status: 'approved',
      })),
      parentCall('parent: weekly', summary(apiPaths.studentWeeklyAttendance)),
      parentCall('parent: child attendance', classUrl(apiPaths.parentChildAttendance), () => ({
        student_id: aarav,
      })),
      parentCall('parent: ask for leave', classUrl(apiPaths.createChildExcusal), () => excusal('Holiday')),
      parentCall('parent: own requests', classUrl(apiPaths.fetchChildExcusal), () => ({ student_id: aarav })),
      parentCall(
        'parent: withdraw',
        () => apiPath(apiPaths.withdrawChildExcusal, { excusalId: withdrawExcusalId }),
        () => ({}),
      ),
      {
        ...staffCall(
          'attendance report',
          'GET',
          () => `${apiPaths.attendanceReport}?class_id=${nurseryA}&month=${today.slice(0, 7)}`,
        ),
        as: 'farah',
      },
    ],
    journal: [
      staffCall(
        'share to journals',
        'POST',
        () => apiPaths.journalPostsFromAnecdotes,
        () => ({
          anecdote_ids: [observationId],
        }),
      ),
      parentCall('parent: child journal', () => apiPath(apiPaths.childJournal, { studentId: aarav })),
      staffCall('class journal', 'GET', classUrl(apiPaths.classJournal)),
      staffCall('free post', 'POST', classUrl(apiPaths.createJournalPost), () => ({
        whole_class: true,
        body: 'Music day',
      })),
      staffCall(
        'reply',
        'POST',
        () => apiPath(apiPaths.journalComment, { id: journalPostId }),
        () => ({ text: 'Thanks' }),
      ),
      parentCall(
        'parent: comment',
        () => apiPath(apiPaths.journalComment, { id: journalPostId }),
        () => ({ text: 'Lovely' }),
      ),
      parentCall(
        'parent: react',
        () => apiPath(apiPaths.journalReaction, { id: journalPostId }),
        () => ({ reaction: 'heart' }),
      ),
      parentCall(
        'parent: read',
        () => apiPaths.journalRead,
        () => ({ post_ids: [journalPostId] }),
      ),
      staffCall('delete post', 'DELETE', () => apiPath(apiPaths.deleteJournalPost, { id: doomedPostId })),
      staffCall('daily reports', 'GET', classUrl(apiPaths.dailyReports)),
      staffCall('send daily reports', 'POST', classUrl(apiPaths.dailyReports), () => ({
        date: today,
        reports: [{ student_id: aarav, body: 'A good day' }],
      })),
    ],
    anecdote: [
      staffCall('list', 'POST', classUrl(apiPaths.fetchAnecdotes), () => ({})),
      staffCall('report type list', 'POST', classUrl(apiPaths.reportTypeAnecdotes), () => ({})),
      staffCall('record', 'POST', classUrl(apiPaths.createAnecdotes), () => ({
        observation_entries: [{ student_id: aarav, general_note: 'Shared the paints' }],
      })),
      staffCall('bulk save', 'POST', classUrl(apiPaths.bulkAnecdotes), () => ({
        observation_entries: [{ _id: observationId, student_id: aarav, general_note: 'Built two towers' }],
      })),
      staffCall(
        'edit',
        'POST',
        () => apiPath(apiPaths.editAnecdote, { id: observationId }),
        () => ({
          title: 'Towers',
        }),
      ),
      staffCall('delete by filters', 'POST', classUrl(apiPaths.deleteAnecdotesByFilters), () => ({
        type_of_anecdote: 'report_card',
      })),
      staffCall('delete', 'DELETE', () => apiPath(apiPaths.deleteAnecdote, { id: observationId })),
    ],
    cue_chat: [
      staffCall('conversation', 'GET', classUrl(apiPaths.cueConversation)),
      {
        ...staffCall('saved card', 'POST', classUrl(apiPaths.cueConversationSaved), () => ({
          message_id: 'no-such-message',
          tool_call_id: 'no-such-call',
        })),
        onStatus: 404,
      },
      {
        ...staffCall(
          'widget',
          'POST',
          () => apiPaths.cueWidgetAsk,
          () => ({
            user_query: {
              class_id: nurseryA,
              user_input: 'Who is here today?',
              date: '01-01-2026',
              time: '09:00 AM',
            },
          }),
        ),
        as: 'sam',
      },
    ],
    reports: [
      { ...staffCall('children report', 'GET', () => apiPaths.childrenReport), as: 'farah' },
      {
        ...staffCall(
          'attendance report',
          'GET',
          () => `${apiPaths.attendanceReport}?class_id=${nurseryA}&month=${today.slice(0, 7)}`,
        ),
        as: 'farah',
      },
    ],
    media: [
      staffCall('library', 'GET', classUrl(apiPaths.classMedia)),
      staffCall('add', 'POST', classUrl(apiPaths.classMedia), () => ({ media_ids: [newPhoto] })),
      staffCall('by date', 'POST', classUrl(apiPaths.filterMediaByDate), () => ({
        from_date: today,
        to_date: today,
      })),
      staffCall('child media', 'GET', () => apiPath(apiPaths.searchChildMedia, { studentId: aarav })),
      staffCall(
        'edit',
        'POST',
        () => apiPath(apiPaths.classMediaEdit, { id: libraryPhoto }),
        () => ({
          caption: 'Garden',
        }),
      ),
      staffCall(
        'tag',
        'POST',
        () => apiPaths.multiplePeoplesTag,
        () => ({
          media_ids: [libraryPhoto],
          student_ids: [aarav],
        }),
      ),
      staffCall(
        'privacy',
        'POST',
        () => apiPaths.mediaPrivacyStatus,
        () => ({
          media_ids: [libraryPhoto],
          staff_only: false,
        }),
      ),
      staffCall('albums', 'GET', classUrl(apiPaths.classAlbums)),
      staffCall('new album', 'POST', classUrl(apiPaths.classAlbums), () => ({ name: 'Garden' })),
      parentCall('parent: library', classUrl(apiPaths.classMedia)),
      parentCall('parent: child media', () => apiPath(apiPaths.searchChildMedia, { studentId: aarav })),
      parentCall('parent: albums', classUrl(apiPaths.classAlbums)),
    ],
    chat: [
      staffCall('threads', 'GET', () => apiPaths.chatThreads),
      staffCall('unread', 'GET', () => apiPaths.chatUnread),
      staffCall('history', 'GET', () => apiPath(apiPaths.chatThreadMessages, { id: chatThreadId })),
      staffCall(
        'send',
        'POST',
        () => apiPath(apiPaths.chatThreadMessages, { id: chatThreadId }),
        () => ({ message: 'Lunch went well' }),
      ),
      staffCall('quiet hours', 'GET', () => apiPaths.chatSettings),
      parentCall('parent: threads', () => apiPaths.chatThreads),
      parentCall('parent: history', () => apiPath(apiPaths.chatThreadMessages, { id: chatThreadId })),
      parentCall(
        'parent: send',
        () => apiPath(apiPaths.chatThreadMessages, { id: chatThreadId }),
        () => ({ message: 'Thank you' }),
      ),
    ],
    school_permissions: [
      {
        ...staffCall(
          'switch a module',
          'POST',
          () => apiPaths.schoolSettings,
          () => ({
            school_permissions: { hpc: { enabled: true } },
          }),
        ),
        as: 'farah',
      },
    ],
    story: [
      staffCall('class stories', 'GET', classUrl(apiPaths.classStories)),
      staffCall('write', 'POST', classUrl(apiPaths.classStories), () => ({ story: storyFields() })),
      staffCall('read', 'GET', () => apiPath(apiPaths.storyById, { id: storyId })),
      staffCall(
        'autosave',
        'PUT',
        () => apiPath(apiPaths.storyById, { id: autosaveStoryId }),
        () => ({ story: storyFields(), version: 1 }),
      ),
      staffCall(
        'submit for review',
        'POST',
        () => apiPath(apiPaths.storyStatus, { id: submitStoryId }),
        () => ({ status: 'in_review' }),
      ),
      staffCall(
        'comment',
        'POST',
        () => apiPath(apiPaths.storyComments, { id: storyId }),
        () => ({ text: 'Thank you' }),
      ),
      staffCall('library', 'GET', () => apiPaths.storyLibrary),
      staffCall('insights', 'GET', classUrl(apiPaths.storyInsights)),
      staffCall('tag picker', 'GET', () => apiPaths.storyTags),
      { ...staffCall('tag sets', 'GET', () => apiPaths.storyTagSets), as: 'farah' },
      { ...staffCall('new tag set', 'POST', () => apiPaths.storyTagSets, tagSetBody), as: 'farah' },
      {
        ...staffCall(
          'edit tag set',
          'PUT',
          () => apiPath(apiPaths.storyTagSet, { id: tagSetId }),
          tagSetBody,
        ),
        as: 'farah',
      },
      parentCall('parent: read', () => apiPath(apiPaths.storyById, { id: storyId })),
      parentCall('parent: child stories', () => apiPath(apiPaths.childStories, { studentId: aarav })),
      parentCall(
        'parent: comment',
        () => apiPath(apiPaths.storyComments, { id: storyId }),
        () => ({ text: 'So proud' }),
      ),
      parentCall(
        'parent: home story',
        () => apiPath(apiPaths.homeStories, { studentId: aarav }),
        () => ({ title: 'At home', story_date: today, story: storyFields().story }),
      ),
      staffCall('delete comment', 'DELETE', () => apiPath(apiPaths.storyComment, { id: storyCommentId })),
      staffCall('delete story', 'DELETE', () => apiPath(apiPaths.storyById, { id: doomedStoryId })),
      {
        ...staffCall('delete tag set', 'DELETE', () => apiPath(apiPaths.storyTagSet, { id: doomedTagSetId })),
        as: 'farah',
      },
    ],
    hpc: [
      staffCall('hpc student list', 'GET', () => apiPath(apiPaths.hpcStudentList, { cycleId: term2 })),
      staffCall('hpc card', 'GET', () => apiPath(apiPaths.hpcCard, { cycleId: term2, studentId: aarav })),
      staffCall(
        'hpc levels',
        'PUT',
        () => apiPath(apiPaths.hpcCardLevels, { cycleId: term2, studentId: kids['Diya Menon']! }),
        () => ({ version: 0, judgements: [{ competency: 'C-8.1', dimension: 'awareness', level: 'sky' }] }),
      ),
      staffCall(
        'hpc profile',
        'PUT',
        () => apiPath(apiPaths.hpcCardProfile, { cycleId: term2, studentId: kids['Maya Fernandes']! }),
        () => ({ version: 0, likes: 'Painting' }),
      ),
      staffCall(
        'hpc narratives',
        'PUT',
        () => apiPath(apiPaths.hpcCardNarratives, { cycleId: term2, studentId: kids['Riya Gupta']! }),
        () => ({ version: 0, narratives: [{ domain: 'NCF-AES', strengths: 'Sings', next_steps: 'Drums' }] }),
      ),
      staffCall(
        'hpc self-assessment',
        'PUT',
        () => apiPath(apiPaths.hpcCardSelfAssessment, { cycleId: term2, studentId: kids['Ishaan Khan']! }),
        () => ({ version: 0, answers: [{ prompt: 'shoes', face: 'happy' }] }),
      ),
      staffCall(
        'hpc sign off',
        'POST',
        () => apiPath(apiPaths.hpcCardStatus, { cycleId: term2, studentId: kids['Sara Ali']! }),
        () => ({ action: 'sign_off', version: 0 }),
      ),
      staffCall('hpc evidence', 'GET', () =>
        apiPath(apiPaths.hpcEvidence, { cycleId: term2, studentId: aarav }),
      ),
      staffCall(
        'hpc progress summary',
        'GET',
        () => `${apiPath(apiPaths.hpcProgressSummary, { studentId: aarav })}?class_id=${nurseryA}`,
      ),
      staffCall('hpc class summary', 'GET', () => apiPath(apiPaths.hpcAllStudentSummary, { cycleId: term2 })),
      parentCall('parent: hpc cards', () => apiPath(apiPaths.childHpcCards, { studentId: aarav })),
      parentCall('parent: hpc card', () =>
        apiPath(apiPaths.childHpcCard, { cycleId: term1, studentId: aarav }),
      ),
    ],
    grade_book: [
      staffCall('gradebook', 'GET', classUrl(apiPaths.gradebook)),
      staffCall('gradebook cell', 'PUT', classUrl(apiPaths.gradebookCell), () => ({
        student_id: kids['Zoya Siddiqui']!,
        competency: 'C-8.1',
        dimension: 'awareness',
        level: 'sky',
      })),
      staffCall(
        'gradebook export',
        'GET',
        () => `${apiPath(apiPaths.gradebookExport, { classId: nurseryA })}?format=csv`,
      ),
    ],
    daycare: [
      staffCall('medication board', 'GET', classUrl(apiPaths.classMedication)),
      staffCall('medication due', 'GET', classUrl(apiPaths.classMedicationDue)),
      staffCall('acknowledge medication', 'POST', () =>
        apiPath(apiPaths.acknowledgeMedication, { id: medicationId }),
      ),
      staffCall('incidents', 'GET', classUrl(apiPaths.classIncidents)),
      staffCall(
        'edit incident',
        'POST',
        () => apiPath(apiPaths.incidentById, { id: incidentId }),
        () => ({ location: 'Sandpit' }),
      ),
      parentCall('parent: medication', () => apiPath(apiPaths.childMedication, { studentId: aarav })),
      parentCall('parent: incidents', () => apiPath(apiPaths.childIncidents, { studentId: aarav })),
      staffCall('class care day', 'GET', classUrl(apiPaths.careLog)),
      staffCall('record care', 'POST', classUrl(apiPaths.careLog), () => ({
        entries: [{ kind: 'meal', meal: 'lunch', amount: 'all', time: '12:15', student_ids: [aarav] }],
      })),
      staffCall(
        'edit care',
        'PUT',
        () => apiPath(apiPaths.careLogEntry, { id: careEntryId }),
        () => ({ kind: 'sunscreen', time: '10:05' }),
      ),
      staffCall('child care day', 'GET', () => apiPath(apiPaths.childCareLog, { studentId: aarav })),
      parentCall('parent: child care day', () => apiPath(apiPaths.childCareLog, { studentId: aarav })),
      staffCall('delete care', 'DELETE', () => apiPath(apiPaths.careLogEntry, { id: careEntryId })),
    ],
  };

  describe.each(Object.entries(routes) as [SchoolModule, RouteCall[]][])('%s', (module, calls) => {
    it('answers 403 on every route while off, and works again once on', async () => {
      await switchModule(module, false);
      for (const call of calls) {
        const response = await send(call);
        expect(response.statusCode, `${call.name} while off: ${response.body}`).toBe(403);
      }
      await switchModule(module, true);
      // Anecdote's delete comes last of all: it removes the observation journal sharing uses.
      for (const call of calls) {
        const response = await send(call);
        expect(response.statusCode, `${call.name} while on: ${response.body}`).toBe(call.onStatus ?? 200);
      }
    });
  });

  it('leaves the parts of the staff today view whose module is off out (no 403)', async () => {
    await switchModule('attendance', false);
    const response = await send(staffCall('today', 'GET', () => apiPaths.staffToday));
    expect(response.statusCode).toBe(200);
    const { classes } = response.json<{
      result: { classes: { attendance: unknown; observations: unknown }[] };
    }>().result;
    expect(classes.every((c) => c.attendance === null && c.observations !== null)).toBe(true);
    await switchModule('attendance', true);
  });

  it('keeps Cue chat working while attendance is off (no one is known to be away)', async () => {
    await switchModule('attendance', false);
    const widget = routes.cue_chat!.find((call) => call.name === 'widget')!;
    const response = await send(widget);
    expect(response.statusCode, response.body).toBe(200);
    await switchModule('attendance', true);
  });

  it('refuses a Cue command that would save attendance while attendance is off, saying so in the task log', async () => {
    await switchModule('attendance', false);
    const priya = await staff('priya');
    const tab = await connectSocket(t.app, priya);
    const batches = collect(tab, 'verbose-log');
    try {
      tab.emit('cue-command', commandPayload(t, priya, nurseryA, 'everyone is here', 'off-1'));
      const entry = () =>
        batches
          .flat()
          .filter((e) => e.id === 'off-1')
          .at(-1);
      await eventually(() => Boolean(entry()?.error), 3000);
      expect(entry()!.error).toBe(messages.moduleOff);
    } finally {
      tab.close();
      await switchModule('attendance', true);
    }
  });
});
