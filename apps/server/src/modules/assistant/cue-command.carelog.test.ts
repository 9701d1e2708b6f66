import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  cueResultCodes,
  type ClassCareDay,
  type ClassJournalPage,
  type CueUndoAnswer,
} from '@cue/contracts';
import { cueCommands, teacherNow } from '../../test/assistant.js';
import { classesOf, demoPhones } from '../../test/demo.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { connectSocket, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { switchSchoolModule } from '../../test/school-modules.js';

/**
 * Cue commands that record care and share journal posts (decision 046): saved through the care
 * log's and the journal's own services, finished with result codes 7 and 8, summarised, and
 * taken back by Undo; with the school's module off, nothing is saved and the teacher is told why.
 * The test clock reads 2:30 PM in the school, so a nap until 1:45 is in the past.
 */
describe('Cue commands: care log and journal posts', () => {
  let t: TestApp;
  let priya: string;
  let farah: string;
  let nurseryA: string;
  let tab: TestSocket;
  let commands: ReturnType<typeof cueCommands>;

  const undo = (requestId: string): Promise<CueUndoAnswer> =>
    tab.timeout(3000).emitWithAck('cue-command-undo', { request_id: requestId });
  const careDay = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${apiPath(apiPaths.careLog, { classId: nurseryA })}?date=${teacherNow(t).isoDate}`,
        headers: bearer(priya),
      })
    ).json<{ result: ClassCareDay }>().result;
  const entriesOf = (day: ClassCareDay, name: string) =>
    day.children.find((child) => child.name.startsWith(name))?.entries ?? [];
  const journalTexts = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: apiPath(apiPaths.classJournal, { classId: nurseryA }),
        headers: bearer(priya),
      })
    )
      .json<{ result: ClassJournalPage }>()
      .result.journal_posts.map((post) => post.body);
  const switchModule = (module: 'daycare' | 'journal', enabled: boolean) =>
    switchSchoolModule(t, farah, module, enabled);

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

  it("records Kabir's nap with code 7 and a summary, and Undo deletes it", async () => {
    const entry = await commands.run(nurseryA, 'Kabir napped from 12:30 to 1:45', 'care-nap');
    expect(entry.context.result_code).toBe(cueResultCodes.careLogRecorded);
    expect(entry.context.summary).toEqual({ kind: 'carelog', names: ['Kabir'], count: 1 });
    const naps = entriesOf(await careDay(), 'Kabir');
    expect(naps.map((e) => [e.kind, e.time, e.end_time])).toEqual([['nap', '12:30', '13:45']]);

    expect(await undo('care-nap')).toEqual({ ok: true });
    expect(entriesOf(await careDay(), 'Kabir')).toEqual([]);
  });

  it('records lunch for the whole room with Diya at some, in one command', async () => {
    const entry = await commands.run(
      nurseryA,
      'everyone had lunch at 12:15, Diya ate only half',
      'care-lunch',
    );
    expect(entry.context.result_code).toBe(cueResultCodes.careLogRecorded);
    const day = await careDay();
    expect(entriesOf(day, 'Diya').map((e) => [e.meal, e.amount, e.time])).toEqual([
      ['lunch', 'some', '12:15'],
    ]);
    expect(entriesOf(day, 'Maya').map((e) => [e.meal, e.amount])).toEqual([['lunch', 'all']]);
  });

  it('shares a journal post with code 8, and Undo takes it back', async () => {
    const entry = await commands.run(
      nurseryA,
      "post to Nursery A's journal: we planted sunflower seeds today",
      'journal-post',
    );
    expect(entry.context.result_code).toBe(cueResultCodes.journalPostShared);
    expect(entry.context.summary).toEqual({ kind: 'journal_post', class_name: 'Nursery A' });
    expect(await journalTexts()).toContain('We planted sunflower seeds today');

    expect(await undo('journal-post')).toEqual({ ok: true });
    expect(await journalTexts()).not.toContain('We planted sunflower seeds today');
  });

  it('with the care log switched off, saves nothing and says so', async () => {
    await switchModule('daycare', false);
    try {
      const entry = await commands.run(nurseryA, 'Diya had a dry nappy at 10:30', 'care-off');
      expect(entry.error).toContain('The care log is switched off');
      expect(entry.context.result_code).toBeUndefined();
    } finally {
      await switchModule('daycare', true);
    }
    expect(entriesOf(await careDay(), 'Diya').filter((e) => e.kind === 'nappy')).toEqual([]);
  });
});
