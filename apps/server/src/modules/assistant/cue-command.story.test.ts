import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, cueResultCodes, storyDocText, type Story, type StoryPage } from '@cue/contracts';
import { cueCommands } from '../../test/assistant.js';
import { classesOf, demoPhones } from '../../test/demo.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { connectSocket, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { switchSchoolModule } from '../../test/school-modules.js';

/**
 * A Cue voice command that writes a learning story (issue 15, decision 048): saved through the
 * stories service as the teacher's draft, answered with result code 3 'Story Generated', once per
 * request id, never read by families until the teacher publishes it; with the story module off,
 * nothing is written and the teacher is told why.
 */
describe('Cue commands: learning stories', () => {
  let t: TestApp;
  let priya: string;
  let farah: string;
  let nurseryA: string;
  let tab: TestSocket;
  let commands: ReturnType<typeof cueCommands>;

  const drafts = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${apiPath(apiPaths.classStories, { classId: nurseryA })}?status=draft`,
        headers: bearer(priya),
      })
    ).json<{ result: StoryPage }>().result.stories;

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, demoPhones.priya);
    farah = await staffToken(t.app, demoPhones.farah);
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    tab = await connectSocket(t.app, priya);
    commands = cueCommands(t, tab, priya);
  });
  afterAll(async () => {
    tab.close();
    await t.close();
  });

  it("saves Aarav Sharma's week as Priya's draft with code 3, from his observations, once", async () => {
    const entry = await commands.run(
      nurseryA,
      "write a story about Aarav Sharma's week",
      'story-week',
      10_000,
    );
    expect(entry.error).toBeFalsy();
    expect(entry.context.result_code).toBe(cueResultCodes.storyGenerated);
    expect(entry.context.summary).toMatchObject({ kind: 'story', names: ['Aarav'] });

    const [draft] = await drafts();
    expect(draft?.students.map((child) => `${child.first_name} ${child.last_name}`)).toEqual([
      'Aarav Sharma',
    ]);
    expect(draft?.author.name).toBe('Priya Nair');
    const story = (
      await t.app.inject({
        method: 'GET',
        url: apiPath(apiPaths.storyById, { id: draft!._id }),
        headers: bearer(priya),
      })
    ).json<{ result: Story }>().result;
    expect(story.status).toBe('draft');
    // The demo week holds several observations of Aarav Sharma: the draft links them and tells them.
    expect(story.observations.length).toBeGreaterThanOrEqual(3);
    expect(story.observations.every((o) => o.student_name === 'Aarav Sharma')).toBe(true);
    expect(storyDocText(story.story)).toContain('Aarav');

    // A Retry of the same request answers the draft already saved: still one.
    await commands.run(nurseryA, "write a story about Aarav Sharma's week", 'story-week', 10_000);
    expect(await drafts()).toHaveLength(1);

    // A draft is the teacher's: Aarav's family reads nothing of it.
    const rahul = await parentToken(t.app, demoPhones.rahul);
    const family = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.storyById, { id: draft!._id }),
      headers: bearer(rahul),
    });
    expect(family.statusCode).toBe(404);
  });

  it('with learning stories switched off, saves nothing and says so', async () => {
    await switchSchoolModule(t, farah, 'story', false);
    try {
      const entry = await commands.run(
        nurseryA,
        'write a story about the seed planting',
        'story-off',
        10_000,
      );
      expect(entry.error).toBeTruthy();
      expect(entry.context.result_code).toBeUndefined();
    } finally {
      await switchSchoolModule(t, farah, 'story', true);
    }
    expect(await drafts()).toHaveLength(1);
  });
});
