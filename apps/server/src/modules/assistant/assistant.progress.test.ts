import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  storyDocFromText,
  type AssessmentCycle,
  type ChatMessage,
  type ChatStreamEnd,
  type HpcCard,
  progressNarrativeOf,
  type Observation,
  type ObservationPage,
  type ProgressCommentsToolArgs,
} from '@cue/contracts';
import { chatPayload, cueCommands, teacherNow } from '../../test/assistant.js';
import { classesOf, demoLogins, nurseryA as openNurseryA } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Cue's progress card comments and evidence questions over the demo school's own records (issue
 * 17): the offline engine reads Nursery A's current cycle through the assessment service, the
 * child's observations of its days through the observations service and the published stories
 * about the child through the stories service, as the teacher. Only that child's evidence, only
 * the current cycle's days; no cycle is a plain sentence; another school's child is never found.
 */
describe('assistant: progress card comments from the class records', () => {
  let t: TestApp;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  let socket: TestSocket;
  let ends: ChatStreamEnd[];
  const { staff } = demoLogins(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = await openNurseryA(t.app);
    socket = await connectSocket(t.app, nurseryA.token);
    ends = collect(socket, 'chat-with-cue-stream-end');
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  const askOn = async (
    on: TestSocket,
    all: ChatStreamEnd[],
    token: string,
    classId: string,
    input: string,
    id: string,
  ) => {
    on.emit('chat-with-cue', chatPayload(t, token, classId, input, id));
    await eventually(() => all.some((end) => end.request_id === id), 10_000);
    return all.find((end) => end.request_id === id)!;
  };
  const ask = async (input: string, requestId: string): Promise<ChatMessage> =>
    (await askOn(socket, ends, nurseryA.token, nurseryA.schoolClass._id, input, requestId)).message!;
  const cardOf = (message: ChatMessage) =>
    message.tool_calls.find((call) => call.name === 'progress_comments')?.args as
      ProgressCommentsToolArgs | undefined;

  const observationsOf = async (studentId: string): Promise<Observation[]> => {
    const listed = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.fetchAnecdotes, { classId: nurseryA.schoolClass._id }),
      headers: bearer(nurseryA.token),
      payload: { student_id: studentId },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json<{ result: ObservationPage }>().result.observation_entries;
  };

  it("drafts Aarav Sharma's comments from his own observations of the current cycle only", async () => {
    const classId = nurseryA.schoolClass._id;
    const aarav = nurseryA.students['Aarav Sharma']!;
    const cycles = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.classAssessmentCycles, { classId }),
      headers: bearer(nurseryA.token),
    });
    expect(cycles.statusCode, cycles.body).toBe(200);
    const current = cycles
      .json<{ result: { cycles: AssessmentCycle[] } }>()
      .result.cycles.find((cycle) => cycle.phase === 'current')!;
    expect(current.name).toBe('Term 2');

    // Aarav sang in the last Term: his literacy evidence is of another cycle.
    const { isoDate: today } = teacherNow(t);
    const term1Day = addDaysToIsoDate(current.start_date, -20);
    const recorded = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.createAnecdotes, { classId }),
      headers: bearer(nurseryA.token),
      payload: {
        observation_entries: [
          {
            student_id: aarav,
            date: term1Day,
            title: 'Alphabet song',
            general_note: 'Aarav sang the alphabet song from A to Z.',
            competencies: ['C-9.1'],
          },
        ],
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const mine = await observationsOf(aarav);
    const term1Song = mine.find((o) => o.title === 'Alphabet song')!;
    const inCycle = mine.filter((o) => o.date >= current.start_date && o.date <= today);
    expect(inCycle).toHaveLength(5);
    const blockTower = inCycle.find((o) => o.title === 'Block tower')!;

    // A published story about him, linked to his block tower.
    const story = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.classStories, { classId }),
      headers: bearer(nurseryA.token),
      payload: {
        status: 'published',
        story: {
          title: 'The tall tower',
          story_date: blockTower.date,
          student_ids: [aarav],
          story: storyDocFromText('Aarav built a tower.'),
          learning: storyDocFromText('He balanced the big blocks.'),
          next_steps: storyDocFromText('Taller towers.'),
          observation_ids: [blockTower._id],
        },
      },
    });
    expect(story.statusCode, story.body).toBe(200);
    const storyId = story.json<{ result: { _id: string } }>().result._id;

    const message = await ask("draft Aarav Sharma's progress card comments", 'progress-aarav');
    expect(message.additional_kwargs.agent).toBe('progress_comments');
    const card = cardOf(message)!;
    expect(card).toMatchObject({
      class_id: classId,
      cycle: { id: current._id, name: 'Term 2', from: current.start_date, to: current.end_date },
      student: { id: aarav, name: 'Aarav Sharma' },
      framework: 'ncf_fs_2022',
    });
    // Only his observations of Term 2 are cited (the untagged one is in no domain), never Term 1's.
    const own = new Set(inCycle.map((o) => o._id));
    const cited = card.domains.flatMap((d) =>
      [...d.strengths, ...d.next_steps].flatMap((s) => s.observation_ids),
    );
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) expect(own.has(id)).toBe(true);
    expect(cited).not.toContain(term1Song._id);
    expect(new Set(card.observation_ids)).toEqual(
      new Set(inCycle.filter((o) => (o.competencies ?? []).length > 0).map((o) => o._id)),
    );
    const literacy = card.domains.find((d) => d.domain === 'NCF-LIT')!;
    expect(literacy.strengths).toEqual([
      {
        text: 'No observation yet shows Language and Literacy Development for Aarav this term; what have you seen?',
        observation_ids: [],
        story_ids: [],
      },
    ]);
    // The published story linked to his block tower is named where that tower counts.
    const physical = card.domains.find((d) => d.domain === 'NCF-PHY')!;
    expect(physical.strengths.some((s) => s.story_ids.includes(storyId))).toBe(true);
    expect(message.content).toContain('Aarav Sharma, Term 2');

    // Save: the domains with evidence go onto Aarav's progress card through its own endpoint.
    const params = { cycleId: current._id, studentId: aarav };
    const read = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.hpcCard, params),
      headers: bearer(nurseryA.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    const narratives = card.domains
      .filter((d) => d.strengths.some((sentence) => sentence.observation_ids.length > 0))
      .map(progressNarrativeOf);
    const saved = await t.app.inject({
      method: 'PUT',
      url: apiPath(apiPaths.hpcCardNarratives, params),
      headers: bearer(nurseryA.token),
      payload: { version: read.json<{ result: HpcCard }>().result.version, narratives },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const onCard = saved.json<{ result: HpcCard }>().result.narratives;
    expect(onCard.find((n) => n.domain === 'NCF-PHY')).toMatchObject(narratives[0]!);
    expect(onCard.find((n) => n.domain === 'NCF-LIT')).toMatchObject({ strengths: '', next_steps: '' });
  });

  it('asks which Aarav, and answers evidence questions with the class’s counts', async () => {
    const which = await ask("draft Aarav's progress card comments", 'progress-which');
    expect(which.tool_calls.map((c) => c.name)).toEqual(['mentioned_students']);

    const gaps = await ask('who has no evidence for CG-3 this term?', 'evidence-cg3');
    expect(gaps.additional_kwargs.agent).toBe('evidence_gaps');
    expect(gaps.tool_calls).toEqual([]);
    expect(gaps.content).toContain('CG-3 Children develop a fit and flexible body:');
    expect(gaps.content).toContain('14 of 20 children have no observation tagged with it:');
    expect(gaps.content).toContain('Aarav Sharma (2)');
  });

  it('never reaches another school’s child, nor drafts in another school’s class', async () => {
    const foreign = await ask("draft Aisha Khan's progress card comments", 'progress-foreign');
    expect(foreign.tool_calls).toEqual([]);
    expect(foreign.content).toContain('Aisha Khan');
    expect(foreign.content).not.toContain('Here are draft progress card comments');

    const anil = await staff('anil');
    const sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    const anilSocket = await connectSocket(t.app, anil);
    const anilEnds = collect(anilSocket, 'chat-with-cue-stream-end');
    const anilErrors = collect(anilSocket, 'message');
    try {
      const there = await askOn(
        anilSocket,
        anilEnds,
        anil,
        sprouts,
        "draft Aarav Sharma's progress card comments",
        'anil-1',
      );
      expect(there.message!.tool_calls).toEqual([]);
      expect(JSON.stringify(there.message)).not.toContain(nurseryA.students['Aarav Sharma']!);
      // Sunbeam's class through Maple's admin: refused before any roster is read.
      anilSocket.emit(
        'chat-with-cue',
        chatPayload(
          t,
          anil,
          nurseryA.schoolClass._id,
          "draft Aarav Sharma's progress card comments",
          'anil-2',
        ),
      );
      await eventually(() => anilErrors.length > 0, 10_000);
      expect(anilEnds.some((end) => end.request_id === 'anil-2')).toBe(false);
    } finally {
      anilSocket.close();
    }
  });

  it('as a voice command, writes nothing on the progress card and sends the teacher to chat', async () => {
    const commands = cueCommands(t, socket, nurseryA.token);
    const classId = nurseryA.schoolClass._id;
    const comments = await commands.run(
      classId,
      "draft Aarav Sharma's progress card comments",
      'voice-hpc',
      10_000,
    );
    expect(comments.error).toContain('Progress card comments are drafted in Chat with Cue');
    expect(comments.context.result_code).toBeUndefined();
    const gaps = await commands.run(classId, 'who has no evidence for CG-3 this term?', 'voice-gaps', 10_000);
    expect(gaps.error).toContain('Evidence questions are answered in Chat with Cue; nothing was saved.');
    expect(gaps.error).toContain('Aarav Sharma (2)');
  });

  it('says plainly when the class has no current cycle, and drafts nothing', async () => {
    const farah = await staff('farah');
    const butterflies = Object.values(await classesOf(t.app, farah)).find((c) =>
      c.class_name.startsWith('Butterflies'),
    )!;
    const farahSocket = await connectSocket(t.app, farah);
    const farahEnds = collect(farahSocket, 'chat-with-cue-stream-end');
    try {
      const end = await askOn(
        farahSocket,
        farahEnds,
        farah,
        butterflies._id,
        "draft Kiara Menon's progress card comments",
        'no-cycle',
      );
      expect(end.message!.tool_calls).toEqual([]);
      expect(end.message!.content).toContain(
        `${butterflies.class_name} has no current assessment cycle, so there is nothing to draft.`,
      );
    } finally {
      farahSocket.close();
    }
  });
});
