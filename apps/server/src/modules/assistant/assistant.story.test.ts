import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  type ChatStreamEnd,
  type ObservationPage,
  type StoryToolArgs,
} from '@cue/contracts';
import { chatPayload } from '../../test/assistant.js';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { demoLogins, nurseryA as openNurseryA } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Cue's learning stories over the demo school's own records (issue 15): the offline engine gathers
 * the week's observations through the observations service and the class's photos through the
 * class media service, under the one photo consent rule (decision 040): a story about one child
 * may carry that child's photos; a group's never a photo of a child whose consent is withheld.
 */
describe('assistant: learning stories from the class records', () => {
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

  const ask = async (input: string, requestId: string) => {
    socket.emit('chat-with-cue', chatPayload(t, nurseryA.token, nurseryA.schoolClass._id, input, requestId));
    await eventually(() => ends.some((end) => end.request_id === requestId), 10_000);
    return ends.find((end) => end.request_id === requestId)!.message!;
  };
  const storyOf = (message: { tool_calls: { name: string; args: unknown }[] }) =>
    message.tool_calls.find((call) => call.name === 'story')?.args as StoryToolArgs | undefined;

  it("drafts Aarav's week from his observations, with the photos every reader may see", async () => {
    const { students } = nurseryA;
    const [aarav, diya] = [students['Aarav Sharma']!, students['Diya Menon']!];
    const classId = nurseryA.schoolClass._id;
    const aaravAlone = await addClassPhoto(t, nurseryA.token, classId, [aarav]);
    const aaravWithDiya = await addClassPhoto(t, nurseryA.token, classId, [aarav, diya]);
    const diyaAlone = await addClassPhoto(t, nurseryA.token, classId, [diya]);
    await setPhotoConsent(t, await staff('farah'), diya, false);

    const listed = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.fetchAnecdotes, { classId }),
      headers: bearer(nurseryA.token),
      payload: { student_id: aarav },
    });
    const aaravObservations = listed.json<{ result: ObservationPage }>().result.observation_entries;

    const week = storyOf(await ask("Write a story about Aarav Sharma's week", 'story-aarav'))!;
    expect(week.students).toEqual([{ id: aarav, name: 'Aarav Sharma' }]);
    // His four observations of the last seven days, oldest first (the fifth is older).
    const recent = aaravObservations.filter((o) => o.date >= week.period.from).reverse();
    expect(recent).toHaveLength(4);
    expect(week.observation_ids).toEqual(recent.map((o) => o._id));
    expect(week.paragraphs.filter((p) => p.part === 'story').map((p) => p.text)).toEqual(
      recent.map((o) => expect.stringContaining(o.general_note.slice(1))),
    );
    // Diya's withheld consent keeps the photo with her off a story Aarav's family reads.
    expect(week.media_ids).toEqual([aaravAlone]);

    const diyaWeek = storyOf(await ask("Write a story about Diya Menon's week", 'story-diya'))!;
    // A story about Diya alone is read by her own family: her photos may go with it.
    expect([...diyaWeek.media_ids].sort()).toEqual([aaravWithDiya, diyaAlone].sort());

    const planting = storyOf(await ask('Story about the seed planting', 'story-planting'))!;
    expect(planting.students.map((s) => s.name)).toContain('Diya Menon');
    expect(planting.media_ids).toEqual([aaravAlone]);
  });

  it('says so when the school has learning stories switched off', async () => {
    const admin = await staff('farah');
    const switched = await t.app.inject({
      method: 'POST',
      url: apiPaths.schoolSettings,
      headers: bearer(admin),
      payload: { school_permissions: { story: { enabled: false } } },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const message = await ask("Write a story about Aarav Sharma's week", 'story-off');
    expect(message.tool_calls).toEqual([]);
    expect(message.content).toContain('Learning stories are switched off');
  });
});
