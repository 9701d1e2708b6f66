import {
  ChatMessageSchema,
  curriculumFrameworks,
  type ChatMessage,
  type CueLanguage,
  type ProgressCommentsToolArgs,
} from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { demoStudentId } from '../demo-classrooms.js';
import type { ClassroomContext, CueRecordModule } from '../engine.js';
import { OfflineClassroomEngine } from './offline-engine.js';
import {
  aaravStory,
  evidenceObservations,
  progressClassroom,
  term1Observation,
  term2,
} from './progress-fixtures.js';
import { progressRepliesIn } from './progress-replies.js';

/**
 * Progress card comments and evidence questions (issue 17) over the demo school's observations
 * with their seeded competency tags (progress-fixtures.ts): who the card is about, which domains
 * have evidence, and where every sentence comes from; the evidence answers' lists and counts.
 */

const engine = new OfflineClassroomEngine();

async function final(say: string, context: ClassroomContext): Promise<ChatMessage> {
  let message: ChatMessage | undefined;
  for await (const event of engine.respond({ userInput: say, mode: 'fast', requestedTools: [], context })) {
    if (event.type === 'final') message = event.message;
  }
  return ChatMessageSchema.parse(message);
}

const cardOf = (message: ChatMessage) =>
  message.tool_calls.find((call) => call.name === 'progress_comments')?.args as
    ProgressCommentsToolArgs | undefined;

const ncfDomains = curriculumFrameworks.ncf_fs_2022.domains;

interface Row {
  say: string;
  language?: CueLanguage;
  modulesOff?: CueRecordModule[];
  /** The class has no current cycle. */
  noCycle?: boolean;
  agent: 'progress_comments' | 'evidence_gaps';
  /** A card: the child, and the domains (codes) whose strengths cite evidence. */
  card?: { child: string; withEvidence: string[] };
  /** Children offered as chips (full names). */
  mentioned?: string[];
  textIncludes?: string[];
  /** Evidence answers: how many have none, and who has some with their counts, most first. */
  without?: number;
  withSome?: string[];
}

const aaravS = 'Aarav Sharma';

const rows: Row[] = [
  // ----- progress card comments
  {
    say: "draft Aarav Sharma's progress card comments",
    agent: 'progress_comments',
    card: { child: aaravS, withEvidence: ['NCF-PHY', 'NCF-COG'] },
    textIncludes: ['Aarav Sharma, Term 2 (01-09-2026 to 18-12-2026), from 5 observations: 2 of 6 domains'],
  },
  {
    say: "write Aarav Sharma's HPC comments",
    agent: 'progress_comments',
    card: { child: aaravS, withEvidence: ['NCF-PHY', 'NCF-COG'] },
    textIncludes: ['has no competency tag'],
  },
  {
    say: 'progress card comments for Diya this term',
    agent: 'progress_comments',
    card: { child: 'Diya Menon', withEvidence: ['NCF-SEE', 'NCF-COG', 'NCF-LIT'] },
  },
  {
    say: 'Draft progress comments for Kabir Iyer',
    agent: 'progress_comments',
    card: { child: 'Kabir Iyer', withEvidence: ['NCF-PHY', 'NCF-SEE', 'NCF-COG', 'NCF-LIT'] },
  },
  {
    say: "Please draft Maya's progress card comments",
    agent: 'progress_comments',
    card: { child: 'Maya Fernandes', withEvidence: ['NCF-PHY', 'NCF-SEE', 'NCF-COG', 'NCF-LIT'] },
  },
  {
    say: 'HPC comments for Noah',
    agent: 'progress_comments',
    card: { child: 'Noah Thomas', withEvidence: ['NCF-PHY', 'NCF-COG'] },
  },
  {
    say: 'Write the holistic progress card comments for Zoya Siddiqui',
    agent: 'progress_comments',
    card: { child: 'Zoya Siddiqui', withEvidence: ['NCF-PHY', 'NCF-LIT'] },
  },
  {
    say: "draft Aarav's progress card comments",
    agent: 'progress_comments',
    mentioned: ['Aarav Sharma', 'Aarav Patel'],
  },
  {
    say: 'progress card comments for Aarav Patel',
    agent: 'progress_comments',
    textIncludes: ['I found no observations of Aarav Patel in Term 2'],
  },
  {
    say: "write Omar Haddad's progress card comments",
    agent: 'progress_comments',
    textIncludes: [
      'I found no observations of Omar Haddad',
      '1 of Omar’s observations this term has no competency tag',
    ],
  },
  {
    say: "draft Sophia's progress card comments",
    agent: 'progress_comments',
    textIncludes: ['Sophia'],
  },
  {
    // Another school's child who shares a family name with Ishaan Khan is not Ishaan.
    say: "draft Aisha Khan's progress card comments",
    agent: 'progress_comments',
    textIncludes: ['Aisha Khan'],
  },
  {
    say: 'draft progress card comments',
    agent: 'progress_comments',
    textIncludes: ['Whose progress card comments should I draft?'],
  },
  {
    say: 'progress card comments for Diya and Kabir',
    agent: 'progress_comments',
    mentioned: ['Diya Menon', 'Kabir Iyer'],
    textIncludes: ['one child at a time'],
  },
  {
    say: "draft Maya Fernandes's progress card comments",
    modulesOff: ['hpc'],
    agent: 'progress_comments',
    textIncludes: ['The progress card is switched off'],
  },
  {
    say: "draft Aarav Sharma's progress card comments",
    noCycle: true,
    agent: 'progress_comments',
    textIncludes: ['Nursery A has no current assessment cycle, so there is nothing to draft.'],
  },
  {
    say: 'اكتب تعليقات بطاقة التقدم لـ Aarav Sharma',
    language: 'ar',
    agent: 'progress_comments',
    card: { child: aaravS, withEvidence: ['NCF-PHY', 'NCF-COG'] },
    textIncludes: ['مسودة تعليقات بطاقة التقدم'],
  },
  {
    say: 'נסחי הערות לכרטיס ההתקדמות של Diya Menon',
    language: 'he',
    agent: 'progress_comments',
    card: { child: 'Diya Menon', withEvidence: ['NCF-SEE', 'NCF-COG', 'NCF-LIT'] },
    textIncludes: ['טיוטת הערות לכרטיס ההתקדמות'],
  },
  // ----- evidence questions
  {
    say: 'who has no evidence for CG-3 this term?',
    agent: 'evidence_gaps',
    without: 14,
    withSome: [
      'Aarav Sharma (2)',
      'Kabir Iyer (1)',
      'Riya Gupta (1)',
      'Vihaan Reddy (1)',
      'Ishaan Khan (1)',
      'Noah Thomas (1)',
    ],
    textIncludes: [
      'Nursery A, Term 2 (01-09-2026 to 18-12-2026), CG-3 Children develop a fit and flexible body:',
    ],
  },
  {
    say: 'which children have no observations for C-7.2 this term',
    agent: 'evidence_gaps',
    without: 18,
    withSome: ['Aarav Sharma (1)', 'Leah Cohen (1)'],
  },
  {
    say: 'which children have no observations for C-7.1 this term?',
    agent: 'evidence_gaps',
    textIncludes: ['C-7.1', 'No child has an observation tagged with it yet.'],
  },
  {
    say: 'who has no evidence for language and literacy this term?',
    agent: 'evidence_gaps',
    without: 14,
    withSome: [
      'Diya Menon (1)',
      'Kabir Iyer (1)',
      'Maya Fernandes (1)',
      'Riya Gupta (1)',
      'Zoya Siddiqui (1)',
      'Myra Kapoor (1)',
    ],
    textIncludes: ['NCF-LIT Language and Literacy Development'],
  },
  {
    say: 'Who has no evidence for NCF-AES?',
    agent: 'evidence_gaps',
    without: 19,
    withSome: ['Reyansh Joshi (1)'],
  },
  {
    say: 'which children are without observations in physical development this term',
    agent: 'evidence_gaps',
    textIncludes: ['NCF-PHY Physical Development'],
  },
  {
    say: 'who has no evidence for CG-31 this term?',
    agent: 'evidence_gaps',
    textIncludes: ["CG-31 is not a competency, goal or domain of Nursery A's framework"],
  },
  {
    say: 'which children have no evidence this term?',
    agent: 'evidence_gaps',
    textIncludes: ['Which competency, curricular goal or domain do you mean?'],
  },
  {
    say: 'who has no evidence for CG-3 this term?',
    noCycle: true,
    agent: 'evidence_gaps',
    textIncludes: ['Nursery A has no current assessment cycle'],
  },
  {
    say: 'من ليس لديه أدلة على CG-3 هذا الفصل؟',
    language: 'ar',
    agent: 'evidence_gaps',
    textIncludes: ['Nursery A، Term 2 (من 01-09-2026 إلى 18-12-2026)، CG-3', '14 من 20'],
  },
  {
    say: 'למי אין תצפיות על C-7.2 בתקופה הזו?',
    language: 'he',
    agent: 'evidence_gaps',
    textIncludes: ['Nursery A, Term 2 (01-09-2026 עד 18-12-2026), C-7.2', 'ל-18 מתוך 20'],
  },
  {
    say: 'למי אין עדויות בתחום שפה?',
    language: 'he',
    agent: 'evidence_gaps',
    textIncludes: ['NCF-LIT'],
  },
];

const contextFor = (row: Row) =>
  progressClassroom({
    language: row.language,
    modulesOff: row.modulesOff,
    ...(row.noCycle && { cycle: null }),
  });

/** The child's observations of Term 2, by id. */
const inTerm2 = (child: string) =>
  new Map(
    evidenceObservations
      .filter((o) => o.studentId === demoStudentId(child) && term2.from <= o.date && o.date <= term2.to)
      .map((o) => [o.id, o]),
  );

/**
 * Where an English sentence comes from: a competency of its domain with a quote of a cited
 * observation tagged with it; a story linked to the cited observations; the what-next question
 * naming the cited observations' titles; or a question that cites nothing and claims nothing.
 */
function untraced(
  sentence: ProgressCommentsToolArgs['domains'][number]['strengths'][number],
  domainCode: string,
  child: string,
): string | null {
  const replies = progressRepliesIn('en');
  const domain = ncfDomains.find((d) => d.code === domainCode)!;
  const competencies = domain.goals.flatMap((g) => g.competencies);
  const firstName = child.split(' ')[0]!;
  const own = inTerm2(child);
  const cited = sentence.observation_ids.map((id) => own.get(id));
  if (cited.some((o) => !o)) return "cites an observation that is not the child's in the cycle";
  const { text } = sentence;
  if (cited.length === 0) {
    if (sentence.story_ids.length > 0) return 'a story with no observation';
    if (text === replies.noEvidence(domain.title, firstName)) return null;
    if (competencies.some((c) => text === replies.unseenPrompt(c.code, c.title))) return null;
    return 'cites nothing and is not a question';
  }
  const observations = cited.map((o) => o!);
  for (const competency of competencies) {
    if (!observations.every((o) => o.competencies.includes(competency.code))) continue;
    for (const o of observations) {
      const prefix = `${competency.code} ${competency.title}: “`;
      const suffix = `” (${o.title}, ${replies.shortDate(o.date)})`;
      if (!text.startsWith(prefix) || !text.endsWith(suffix)) continue;
      const quote = text.slice(prefix.length, -suffix.length).replace(/…$/, '');
      if (o.note.includes(quote)) return null;
    }
  }
  if (sentence.story_ids.length > 0) {
    const story = sentence.story_ids[0] === aaravStory.id ? aaravStory : undefined;
    if (!story) return 'a story that was not gathered';
    const linked = observations.every((o) => story.observationIds.includes(o.id));
    return linked && text === replies.storyLine(story.title, replies.shortDate(story.date))
      ? null
      : 'a story sentence that is not the story';
  }
  const titles = [...new Set(observations.map((o) => o.title))].slice(-3).map(replies.quote);
  if (text === replies.nextPrompt(firstName, replies.listNames(titles))) return null;
  return 'a sentence no observation says';
}

describe('offline engine: progress card comments and evidence questions', () => {
  it('has at least 15 comment and evidence instructions', () => {
    expect(rows.filter((row) => row.agent === 'progress_comments').length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((row) => row.agent === 'evidence_gaps').length).toBeGreaterThanOrEqual(10);
  });

  it.each(rows.map((row) => [row.say, row] as const))('%s', async (_, row) => {
    const message = await final(row.say, contextFor(row));
    expect(message.additional_kwargs.agent).toBe(row.agent);
    for (const words of row.textIncludes ?? []) expect(message.content).toContain(words);
    if (row.mentioned) {
      expect(message.tool_calls).toEqual([
        expect.objectContaining({
          name: 'mentioned_students',
          args: { students: row.mentioned.map((name) => ({ id: demoStudentId(name), name })) },
        }),
      ]);
      return;
    }
    if (row.without !== undefined) {
      expect(message.content).toContain(
        row.language
          ? String(row.without)
          : `${row.without} of 20 children have no observation tagged with it:`,
      );
    }
    if (row.withSome) expect(message.content).toContain(row.withSome.join(', '));
    const card = cardOf(message);
    if (!row.card) {
      expect(message.tool_calls).toEqual([]);
      return;
    }
    expect(card).toMatchObject({
      class_id: progressClassroom().classId,
      cycle: { id: term2.id, name: 'Term 2', from: term2.from, to: term2.to },
      student: { id: demoStudentId(row.card.child), name: row.card.child },
      framework: 'ncf_fs_2022',
      is_saved: false,
    });
    // Every domain of the framework, in its order; evidence exactly where the child has some.
    expect(card!.domains.map((d) => d.domain)).toEqual(ncfDomains.map((d) => d.code));
    const cites = (d: ProgressCommentsToolArgs['domains'][number]) =>
      d.strengths.some((s) => s.observation_ids.length > 0);
    expect(card!.domains.filter(cites).map((d) => d.domain)).toEqual(row.card.withEvidence);
    for (const domain of card!.domains.filter((d) => !cites(d))) {
      expect(domain.strengths).toHaveLength(1);
      expect(domain.next_steps).toEqual([]);
    }
    // Only the child's Term 2 observations are cited, never Term 1's.
    const own = inTerm2(row.card.child);
    for (const id of card!.observation_ids) expect(own.has(id)).toBe(true);
    expect(card!.observation_ids).not.toContain(term1Observation.id);
  });

  it('traces every sentence of an English draft to one of the child’s observations in the cycle, or asks', async () => {
    const english = rows.filter((row) => row.card && !row.language);
    expect(english.length).toBeGreaterThanOrEqual(6);
    let sentences = 0;
    for (const row of english) {
      const card = cardOf(await final(row.say, contextFor(row)))!;
      for (const domain of card.domains) {
        for (const sentence of [...domain.strengths, ...domain.next_steps]) {
          sentences += 1;
          expect({
            say: row.say,
            text: sentence.text,
            problem: untraced(sentence, domain.domain, row.card!.child),
          }).toEqual({ say: row.say, text: sentence.text, problem: null });
        }
      }
    }
    expect(sentences).toBeGreaterThan(40);
  });

  it("quotes the notes as written in Arabic and Hebrew drafts, and cites only the child's observations", async () => {
    for (const row of rows.filter((r) => r.card && r.language)) {
      const card = cardOf(await final(row.say, contextFor(row)))!;
      const own = inTerm2(row.card!.child);
      for (const domain of card.domains) {
        for (const sentence of domain.strengths.filter((s) => s.story_ids.length === 0)) {
          if (sentence.observation_ids.length === 0) continue;
          const notes = sentence.observation_ids.map((id) => own.get(id)!.note);
          const quoted = /[«"]([^»"]+)[»"]/.exec(sentence.text)?.[1]?.replace(/…$/, '');
          expect(quoted && notes.some((note) => note.includes(quoted))).toBe(true);
        }
      }
    }
  });

  it("mentions the published story linked to Aarav's observations, not the one of Term 1", async () => {
    const card = cardOf(await final("draft Aarav Sharma's progress card comments", progressClassroom()))!;
    const storySentences = card.domains.flatMap((d) => d.strengths.filter((s) => s.story_ids.length > 0));
    expect(storySentences.map((s) => s.story_ids)).toEqual([[aaravStory.id], [aaravStory.id]]);
    expect(storySentences[0]!.text).toBe(
      'The learning story “Aarav’s tower and puddles” (18 Nov) tells more of it.',
    );
  });

  it('asks about a domain with no evidence without claiming anything', async () => {
    const card = cardOf(await final("draft Aarav Sharma's progress card comments", progressClassroom()))!;
    const literacy = card.domains.find((d) => d.domain === 'NCF-LIT')!;
    expect(literacy.strengths).toEqual([
      {
        text: 'No observation yet shows Language and Literacy Development for Aarav this term; what have you seen?',
        observation_ids: [],
        story_ids: [],
      },
    ]);
  });

  it('cites only what it gathered', async () => {
    const context = progressClassroom();
    const card = cardOf(await final("draft Aarav Sharma's progress card comments", context))!;
    const gathered = context.assessmentMaterial!.gathered;
    expect(gathered.cycle).toEqual(term2);
    for (const id of card.observation_ids) expect(gathered.observations.get(id)).toBe(demoStudentId(aaravS));
  });
});

describe('offline engine: the new requests leave the other intents alone', () => {
  it.each([
    ['Everyone is here except Diya', 'attendance'],
    ['Maya stacked ten blocks by herself today', 'observation'],
    ["Write a story about Aarav Sharma's week", 'story'],
    ['how did this week go?', 'lesson_analysis'],
    ['Diya had no snack today, she ate nothing at 10', 'carelog'],
    ['Kabir noticed that the card had no numbers on it', 'observation'],
  ])('%s → %s', async (say, agent) => {
    const message = await final(say, progressClassroom());
    expect(message.additional_kwargs.agent).toBe(agent);
  });
});
