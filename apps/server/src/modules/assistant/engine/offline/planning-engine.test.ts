import { ChatMessageSchema, UnitInputSchema, unitInputFromCard, type ChatMessage } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { demoClassId, type DemoClassKey } from '../demo-classrooms.js';
import type { ClassroomContext } from '../engine.js';
import { OfflineClassroomEngine } from './offline-engine.js';
import { fixturePlan, planningClassroom } from './planning-fixtures.js';

const engine = new OfflineClassroomEngine();

async function final(say: string, context: ClassroomContext): Promise<ChatMessage> {
  let message: ChatMessage | undefined;
  for await (const event of engine.respond({ userInput: say, mode: 'fast', requestedTools: [], context })) {
    if (event.type === 'final') message = event.message;
  }
  return ChatMessageSchema.parse(message);
}

interface UnitRow {
  say: string;
  inClass?: DemoClassKey;
  title: string;
  days: number;
  framework: 'ncf_fs_2022' | 'eyfs_2024';
  ageBand: string;
  /** The library unit it adapts; null when built from the framework. */
  adapts: string | null;
  classId?: DemoClassKey;
}

const unitRows: UnitRow[] = [
  {
    say: 'make a two-week unit on water for Playgroup B',
    title: 'Water',
    days: 10,
    framework: 'ncf_fs_2022',
    ageBand: '2-3',
    adapts: 'Splash! Water play',
    classId: 'playgroupB',
  },
  {
    say: 'Make a two week unit on water',
    title: 'Water',
    days: 10,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: 'Splash! Water play',
  },
  {
    say: 'plan a unit on water',
    title: 'Water',
    days: 10,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: 'Splash! Water play',
  },
  {
    say: 'create a 3 day unit about water',
    title: 'Water',
    days: 3,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: 'Splash! Water play',
  },
  {
    say: 'unit about families for the 4-5s',
    title: 'Families',
    days: 10,
    framework: 'ncf_fs_2022',
    ageBand: '4-5',
    adapts: 'My family and me',
  },
  {
    say: 'a one week unit about families',
    title: 'Families',
    days: 5,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: 'My family and me',
  },
  {
    say: 'plan a week on transport',
    title: 'Transport',
    days: 5,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: 'On the move',
  },
  {
    say: 'Plan a week on transport for Playgroup B',
    title: 'Transport',
    days: 5,
    framework: 'ncf_fs_2022',
    ageBand: '2-3',
    adapts: 'On the move',
    classId: 'playgroupB',
  },
  {
    say: 'make a unit on plants',
    title: 'Plants',
    days: 10,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: 'Growing plants',
  },
  {
    say: 'a fortnight unit on plants for the 2-3 year olds',
    title: 'Plants',
    days: 10,
    framework: 'ncf_fs_2022',
    ageBand: '2-3',
    adapts: 'Growing plants',
  },
  {
    say: 'make a unit on space',
    title: 'Space',
    days: 5,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: null,
  },
  {
    say: 'make a three week unit on dinosaurs',
    title: 'Dinosaurs',
    days: 15,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: null,
  },
  {
    say: 'plan a week on farm animals',
    title: 'Farm animals',
    days: 5,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: null,
  },
  {
    say: 'create a 2 day unit on colours',
    title: 'Colours',
    days: 2,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: null,
  },
  {
    say: 'make a unit on water',
    inClass: 'butterflies',
    title: 'Water',
    days: 10,
    framework: 'eyfs_2024',
    ageBand: '4-5',
    adapts: 'Water world',
  },
  {
    say: 'make a unit on families',
    inClass: 'butterflies',
    title: 'Families',
    days: 5,
    framework: 'eyfs_2024',
    ageBand: '4-5',
    adapts: null,
  },
  {
    say: 'plan a week on transport',
    inClass: 'butterflies',
    title: 'Transport',
    days: 5,
    framework: 'eyfs_2024',
    ageBand: '4-5',
    adapts: null,
  },
  {
    say: 'unit on water for Butterflies Kindergarten With A Very Long Class Name',
    title: 'Water',
    days: 10,
    framework: 'eyfs_2024',
    ageBand: '4-5',
    adapts: 'Water world',
    classId: 'butterflies',
  },
  {
    say: 'make a unit on the seasons',
    inClass: 'mapleSprouts',
    title: 'Seasons',
    days: 5,
    framework: 'ncf_fs_2022',
    ageBand: '4-5',
    adapts: null,
  },
  {
    say: 'Please put together a unit of work on water, 4 days',
    title: 'Water',
    days: 4,
    framework: 'ncf_fs_2022',
    ageBand: '3-4',
    adapts: 'Splash! Water play',
  },
  {
    say: 'make a unit on minibeasts for the 5-6s',
    title: 'Minibeasts',
    days: 5,
    framework: 'ncf_fs_2022',
    ageBand: '5-6',
    adapts: null,
  },
  {
    say: 'plan two weeks on families for Playgroup B',
    title: 'Families',
    days: 10,
    framework: 'ncf_fs_2022',
    ageBand: '2-3',
    adapts: 'My family and me',
    classId: 'playgroupB',
  },
];

describe('offline engine: unit requests', () => {
  it('has at least 20 unit requests', () => expect(unitRows.length).toBeGreaterThanOrEqual(20));

  it.each(unitRows.map((row) => [row.say, row] as const))('%s', async (_, row) => {
    const context = planningClassroom(row.inClass ?? 'nurseryA');
    const message = await final(row.say, context);
    expect(message.additional_kwargs.agent).toBe('unit');
    expect(message.tool_calls).toHaveLength(1);
    const call = message.tool_calls[0]!;
    if (call.name !== 'unit') throw new Error(`expected a unit card, got ${call.name}`);
    const { args } = call;
    expect(args.title).toBe(row.title);
    expect(args.theme).toBe(row.title);
    expect(args.duration_days).toBe(row.days);
    expect(args.framework).toBe(row.framework);
    expect(args.age_band).toBe(row.ageBand);
    // The class named in the request, else the one the teacher is in.
    expect(args.class_id).toBe(row.classId ? demoClassId(row.classId) : context.classId);
    if (row.adapts) expect(args.summary).toContain(row.adapts);
    else {
      expect(args.summary).not.toContain('Adapted');
      expect(args.activities.map((a) => a.type)).toEqual([
        'circle_time',
        'story',
        'art',
        'outdoor',
        'free_play',
      ]);
      expect(args.activities[0]!.title.toLowerCase()).toContain(row.title.toLowerCase());
    }
    // Every activity fits the band's attention span; the unit is one the library takes.
    const longest = { '2-3': 20, '3-4': 30, '4-5': 40, '5-6': 45 }[args.age_band];
    for (const activity of args.activities) expect(activity.minutes).toBeLessThanOrEqual(longest);
    expect(UnitInputSchema.safeParse(unitInputFromCard(args)).success).toBe(true);
    expect(message.content).toContain(row.title);
  });

  it('drops a library activity too long for the age (the 60-minute walk for 3-4s)', async () => {
    const message = await final('make a unit on water', planningClassroom('nurseryA'));
    const call = message.tool_calls[0]!;
    if (call.name !== 'unit') throw new Error('expected a unit');
    expect(call.args.activities.map((a) => a.title)).toEqual(['Water talk', 'Pouring and measuring']);
  });

  it('asks for a theme when the request names none', async () => {
    const message = await final('make a unit', planningClassroom('nurseryA'));
    expect(message.additional_kwargs.agent).toBe('unit');
    expect(message.tool_calls).toEqual([]);
    expect(message.content).toContain('What should the unit be about');
  });
});

const routingRows: [string, string][] = [
  ['Everyone is here except Diya', 'attendance'],
  ['Maya stacked ten blocks by herself today', 'observation'],
  ['Announce to all parents that school is closed on Friday', 'announcement'],
  ['Write a story about the water play this week', 'story'],
  ['Kabir had lunch at 12 and ate all of it', 'carelog'],
  ['Diya is sick today', 'attendance'],
  ['Post to the journal: we went on a water walk this week', 'journal'],
  ['Note that Aarav analysed the pattern of the beads', 'observation'],
];

describe('offline engine: planning requests leave the other intents alone', () => {
  it.each(routingRows)('%s → %s', async (say, agent) => {
    const message = await final(say, planningClassroom('nurseryA'));
    expect(message.additional_kwargs.agent).toBe(agent);
  });
});

interface AnalysisRow {
  say: string;
  includes: string[];
  excludes?: string[];
}

const analysisRows: AnalysisRow[] = [
  {
    say: 'how did this week go?',
    includes: [
      'this week (16-11-2026 to 18-11-2026)',
      '5 activities planned: 2 done, 1 moved, 1 skipped, 1 not marked yet',
    ],
  },
  {
    say: 'How did the week go',
    includes: ['this week', 'Done: Water talk (Mon), Pouring and measuring (Mon)'],
  },
  {
    say: "analyse today's lesson",
    includes: ['today (18-11-2026)', '1 activity planned: 0 done', 'Next: re-plan Seed planting'],
  },
  {
    say: "how did yesterday's lessons go",
    includes: ['yesterday (17-11-2026)', 'Skipped: Bus song (Tue)', 'Moved: Vehicle sorting (Tue)'],
  },
  { say: 'lesson analysis for Nursery A', includes: ['Nursery A, today'] },
  {
    say: 'how did last week go?',
    includes: [
      'last week (09-11-2026 to 15-11-2026)',
      'Done: Family photos circle (Mon)',
      'Taught and observed: C-4.1',
    ],
  },
  {
    say: 'Analyse this week',
    includes: ['Taught and observed: C-2.1', 'Taught, not observed yet: C-3.1', 'Next: watch for C-3.1'],
  },
  {
    say: 'how did this week go',
    includes: ['Your notes: Water talk: “They loved pouring', 'Bus song: “Assembly ran long”'],
  },
  { say: 'how did this week go', includes: ['2 observations recorded', 'No observation yet for:'] },
  { say: 'analyze yesterday', includes: ['yesterday', '1 observation recorded'] },
  { say: 'How was this week?', includes: ['this week', 'planned'] },
];

describe('offline engine: lesson analysis requests', () => {
  it('has at least 10 analysis requests', () => expect(analysisRows.length).toBeGreaterThanOrEqual(10));

  it.each(analysisRows.map((row) => [row.say, row] as const))('%s', async (_, row) => {
    const message = await final(row.say, planningClassroom('nurseryA'));
    expect(message.additional_kwargs.agent).toBe('lesson_analysis');
    expect(message.tool_calls).toEqual([]);
    for (const words of row.includes) expect(message.content).toContain(words);
  });

  it('says plainly when nothing was planned or observed', async () => {
    const message = await final(
      'how did this week go?',
      planningClassroom('nurseryA', { items: [], observations: [] }),
    );
    expect(message.content).toContain('nothing was planned or observed yet');
  });

  it('counts only the class plan of the days asked (last week’s activity is not this week’s)', async () => {
    const message = await final(
      'how did this week go?',
      planningClassroom('nurseryA', { items: fixturePlan }),
    );
    expect(message.content).not.toContain('Family photos circle');
  });
});

describe('offline engine: observation cards suggest competencies', () => {
  it('suggests codes of the class framework from the note', async () => {
    const message = await final(
      'Maya sorted the shapes by colour and counted them',
      planningClassroom('nurseryA'),
    );
    const call = message.tool_calls[0]!;
    if (call.name !== 'observation') throw new Error('expected an observation');
    expect(call.args.observation_entries[0]!.competencies?.length).toBeGreaterThan(0);
  });

  it('suggests none in a class without a framework', async () => {
    const context = planningClassroom('nurseryA');
    context.classes = context.classes.map((c) => ({ ...c, framework: null }));
    const message = await final('Maya sorted the shapes by colour and counted them', context);
    const call = message.tool_calls[0]!;
    if (call.name !== 'observation') throw new Error('expected an observation');
    expect(call.args.observation_entries[0]!.competencies).toBeUndefined();
  });
});

describe('offline engine: planning in Arabic and Hebrew', () => {
  const inLanguage = (language: 'ar' | 'he') => ({ ...planningClassroom('nurseryA'), language });

  it.each([
    ['ar', 'اعملي وحدة عن الماء', 'الماء', 'هذه وحدة لمدة 5 أيام دراسية عن الماء'],
    ['he', 'תכיני יחידה על מים', 'מים', 'הנה יחידה של 5 ימי לימודים על מים'],
  ] as const)('%s: %s', async (language, say, theme, reply) => {
    const message = await final(say, inLanguage(language));
    expect(message.additional_kwargs.agent).toBe('unit');
    const call = message.tool_calls[0]!;
    if (call.name !== 'unit') throw new Error('expected a unit');
    expect(call.args.theme).toBe(theme);
    expect(call.args.framework).toBe('ncf_fs_2022');
    expect(message.content).toContain(reply);
  });

  it.each([
    [
      'ar',
      'حللي دروس هذا الاسبوع',
      'Nursery A، هذا الأسبوع (16-11-2026 إلى 18-11-2026):',
      'الأنشطة المخطّطة: 5',
    ],
    ['he', 'איך היה השבוע?', 'Nursery A, השבוע (16-11-2026 עד 18-11-2026):', 'פעילויות מתוכננות: 5'],
  ] as const)('%s: %s', async (language, say, heading, counts) => {
    const message = await final(say, inLanguage(language));
    expect(message.additional_kwargs.agent).toBe('lesson_analysis');
    expect(message.content).toContain(heading);
    expect(message.content).toContain(counts);
  });
});
