import {
  classFramework,
  curriculumFrameworks,
  frameworkCompetency,
  isoToStoredDate,
  type CurriculumFrameworkKey,
  type FrameworkDomain,
  type ProgressCommentSentence,
  type ProgressCommentsToolArgs,
} from '@cue/contracts';
import type { AssessmentCycleInfo, EvidenceObservation, EvidenceStory } from '../assessment-material.js';
import type { ClassroomContext, RosterStudent } from '../engine.js';
import { askWhichChild, noSuchChild, type DraftAnswer } from './draft-answer.js';
import { progressRepliesIn, type ProgressReplies } from './progress-replies.js';
import { firstUnclearMention, namedStudents, type Reading } from './reading.js';
import { fullName } from './roster-matcher.js';
import { unknownNames } from './unknown-names.js';
import { splitWords } from './words.js';

/**
 * The progress comments agent (issue 17): "draft Aarav's progress card comments" gathers that
 * child's evidence of the class's current assessment cycle (the observations of its days with
 * their competency tags, the published stories about the child) and drafts, per domain of the
 * class's framework, strengths and next steps for the progress card. The offline draft assembles
 * sentences from the observations' own words and cites them; a domain with no evidence gets a
 * question that claims nothing. No current cycle, or no evidence at all: it says so plainly.
 */

export interface GatheredProgress {
  child: RosterStudent;
  cycle: AssessmentCycleInfo;
  framework: CurriculumFrameworkKey;
  /** The child's observations dated in the cycle, oldest first (tagged or not). */
  observations: EvidenceObservation[];
  /** Published stories about the child dated in the cycle. */
  stories: EvidenceStory[];
}

export type ProgressGathering = { ok: true; progress: GatheredProgress } | { ok: false; answer: DraftAnswer };

const reply = (text: string, toolCalls: DraftAnswer['toolCalls'] = []): ProgressGathering => ({
  ok: false,
  answer: { agent: 'progress_comments', text, toolCalls },
});

/** The class's framework, as the classroom context names it (null: none). */
export const classFrameworkOf = (context: ClassroomContext): CurriculumFrameworkKey | null =>
  classFramework(context.classes.find((c) => c.id === context.classId)?.framework ?? null);

/** Reads the request and gathers the child's evidence: shared by the offline and the LLM engine. */
export async function gatherProgress(
  reading: Reading,
  context: ClassroomContext,
): Promise<ProgressGathering> {
  const unclear = firstUnclearMention(reading);
  if (unclear) {
    return { ok: false, answer: askWhichChild(unclear, reading, context, 'progress_comments') };
  }
  const replies = progressRepliesIn(context.language);
  if (context.modulesOff?.includes('hpc')) return reply(replies.switchedOff);
  const children = namedStudents(reading);
  if (children.length === 0) {
    // "Draft Sophia's progress card comments" in a class without Sophia: say so, draft nobody else.
    const unknown = unknownNames(reading, context, { anyCapitalised: true });
    if (unknown.length > 0) return { ok: false, answer: noSuchChild(unknown, context, 'progress_comments') };
    return reply(replies.whoFor(context.students[0]?.firstName ?? 'Maya'));
  }
  if (children.length > 1) {
    return reply(replies.oneChildAtATime, [
      {
        name: 'mentioned_students',
        args: { students: children.map((child) => ({ id: child.id, name: fullName(child) })) },
      },
    ]);
  }
  const child = children[0]!;
  // "Aisha Khan" where only Ishaan Khan is on the roster: a family name alone after a first name
  // the class does not have is someone else, never the child who shares the family name.
  const stranger = strangerSharingFamilyName(reading, context);
  if (stranger) return { ok: false, answer: noSuchChild([stranger], context, 'progress_comments') };
  const source = context.assessmentMaterial;
  const cycle = source ? await source.currentCycle() : null;
  if (!source || !cycle) return reply(replies.noCycle(context.className));
  const framework = classFrameworkOf(context);
  if (!framework) return reply(replies.noFramework(context.className));
  const within = (date: string) => cycle.from <= date && date <= cycle.to;
  const observations = (
    await source.observations({ from: cycle.from, to: cycle.to, studentIds: [child.id] })
  ).filter((o) => o.studentId === child.id && within(o.date));
  const stories = context.modulesOff?.includes('story')
    ? []
    : (await source.stories({ from: cycle.from, to: cycle.to, studentId: child.id })).filter((s) =>
        within(s.date),
      );
  const name = fullName(child);
  const range = [isoToStoredDate(cycle.from), isoToStoredDate(cycle.to)] as const;
  if (observations.length === 0) return reply(replies.noObservations(name, cycle.name, ...range));
  const tagged = observations.filter((o) =>
    o.competencies.some((code) => frameworkCompetency(framework, code)),
  );
  if (tagged.length === 0) {
    return reply(
      replies.noObservations(name, cycle.name, ...range) +
        replies.untagged(child.firstName, observations.length),
    );
  }
  return { ok: true, progress: { child, cycle, framework, observations, stories } };
}

/** "Aisha Khan" when the roster has a Khan but no Aisha: the name as written, else undefined. */
function strangerSharingFamilyName(reading: Reading, context: ClassroomContext): string | undefined {
  const unknown = new Set(
    unknownNames(reading, context, { anyCapitalised: true }).map((n) => n.toLowerCase()),
  );
  for (const mention of reading.mentions) {
    const word = reading.words[mention.start]!;
    const before = reading.words[mention.start - 1];
    const byFamilyName =
      mention.end - mention.start === 1 &&
      mention.candidates.every((c) => c.firstName.toLowerCase() !== word.text);
    if (byFamilyName && before && !before.isPunctuation && unknown.has(before.text)) {
      return reading.text.slice(before.start, word.start + word.text.length);
    }
  }
  return undefined;
}

/** A competency of the domain the child's observations show, with them (oldest first). */
export interface SeenCompetency {
  code: string;
  title: string;
  goal: string;
  observations: EvidenceObservation[];
}

/** One domain of the framework and the child's evidence for it. */
export interface DomainEvidence {
  domain: FrameworkDomain;
  /** Observations tagged with a competency of the domain, oldest first. */
  observations: EvidenceObservation[];
  /** In the framework's order. */
  competencies: SeenCompetency[];
  /** Published stories linked to the domain's observations. */
  stories: EvidenceStory[];
}

/** The child's evidence by domain, every domain of the framework in its order. */
export function domainEvidence(progress: GatheredProgress): DomainEvidence[] {
  const { framework } = progress;
  const ordered = [...progress.observations].sort((a, b) => a.date.localeCompare(b.date));
  return curriculumFrameworks[framework].domains.map((domain) => {
    const competencies: SeenCompetency[] = domain.goals.flatMap((goal) =>
      goal.competencies.flatMap((competency) => {
        const showing = ordered.filter((o) => o.competencies.includes(competency.code));
        return showing.length > 0
          ? [{ code: competency.code, title: competency.title, goal: goal.code, observations: showing }]
          : [];
      }),
    );
    const ids = new Set(competencies.flatMap((c) => c.observations.map((o) => o.id)));
    const observations = ordered.filter((o) => ids.has(o.id));
    const stories = progress.stories.filter((story) => story.observationIds.some((id) => ids.has(id)));
    return { domain, observations, competencies, stories };
  });
}

/** Competencies a domain's strengths name at most, and stories it mentions. */
const MAX_COMPETENCIES_PER_DOMAIN = 4;
const MAX_STORIES_PER_DOMAIN = 2;
/** A quoted sentence longer than this is cut at a word, with an ellipsis. */
const MAX_QUOTE_LENGTH = 220;

/** The note's sentences (a full stop, ! or ? ends one). */
export const sentencesOf = (note: string) =>
  note
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

function cut(sentence: string): string {
  if (sentence.length <= MAX_QUOTE_LENGTH) return sentence;
  const head = sentence.slice(0, MAX_QUOTE_LENGTH);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), 1)).trimEnd()}…`;
}

/** The sentence of the note that holds a keyword of the competency, else its first sentence. */
function quoteFor(observation: EvidenceObservation, framework: CurriculumFrameworkKey, code: string): string {
  const keywords = frameworkCompetency(framework, code)?.competency.keywords ?? [];
  const sentences = sentencesOf(observation.note);
  const showing = sentences.find((sentence) => {
    const words = ` ${splitWords(sentence)
      .map((w) => w.text)
      .join(' ')} `;
    return keywords.some((keyword) => words.includes(` ${keyword} `));
  });
  return cut(showing ?? sentences[0] ?? observation.note);
}

const sentence = (text: string, observationIds: string[] = [], storyIds: string[] = []) => ({
  text,
  observation_ids: observationIds,
  story_ids: storyIds,
});

/**
 * The offline draft of one domain, assembled, never invented. Strengths: per competency the child
 * was observed showing (most observed first), its code and title and a quoted sentence of one of
 * those observations (a different one each where it can), citing every observation tagged with
 * it; then the published stories linked to them. Next steps: questions for the teacher, naming
 * the observations' titles and a competency of the same goals no observation shows yet. A domain
 * with no evidence: one question that claims nothing.
 */
export function draftDomain(
  evidence: DomainEvidence,
  progress: GatheredProgress,
  replies: ProgressReplies,
): ProgressCommentsToolArgs['domains'][number] {
  const { domain } = evidence;
  const firstName = progress.child.firstName;
  if (evidence.observations.length === 0) {
    return {
      domain: domain.code,
      title: domain.title,
      strengths: [sentence(replies.noEvidence(domain.title, firstName))],
      next_steps: [],
    };
  }
  const chosen = [...evidence.competencies]
    .sort((a, b) => b.observations.length - a.observations.length)
    .slice(0, MAX_COMPETENCIES_PER_DOMAIN)
    .sort((a, b) => evidence.competencies.indexOf(a) - evidence.competencies.indexOf(b));
  const quoted = new Set<string>();
  const strengths: ProgressCommentSentence[] = chosen.map((competency) => {
    // The latest observation not quoted yet in this domain, else the latest.
    const latest = [...competency.observations].reverse();
    const from = latest.find((o) => !quoted.has(o.id)) ?? latest[0]!;
    quoted.add(from.id);
    return sentence(
      replies.evidenceLine(
        competency.code,
        competency.title,
        quoteFor(from, progress.framework, competency.code),
        from.title,
        replies.shortDate(from.date),
      ),
      competency.observations.map((o) => o.id),
    );
  });
  const domainIds = new Set(evidence.observations.map((o) => o.id));
  for (const story of evidence.stories.slice(0, MAX_STORIES_PER_DOMAIN)) {
    strengths.push(
      sentence(
        replies.storyLine(story.title, replies.shortDate(story.date)),
        story.observationIds.filter((id) => domainIds.has(id)),
        [story.id],
      ),
    );
  }
  const titles = [...new Set(evidence.observations.map((o) => o.title))].slice(-3).map(replies.quote);
  const next: ProgressCommentSentence[] = [
    sentence(
      replies.nextPrompt(firstName, replies.listNames(titles)),
      evidence.observations.map((o) => o.id),
    ),
  ];
  const seen = new Set(evidence.competencies.map((c) => c.code));
  const goals = new Set(evidence.competencies.map((c) => c.goal));
  const unseen = domain.goals
    .filter((goal) => goals.has(goal.code))
    .flatMap((goal) => goal.competencies)
    .find((competency) => !seen.has(competency.code));
  if (unseen) next.push(sentence(replies.unseenPrompt(unseen.code, unseen.title)));
  return { domain: domain.code, title: domain.title, strengths, next_steps: next };
}

/** The progress comments tool's arguments around the domains of either engine. */
export function progressArgs(
  progress: GatheredProgress,
  context: ClassroomContext,
  domains: ProgressCommentsToolArgs['domains'],
): ProgressCommentsToolArgs {
  const cited = new Set(
    domains.flatMap((d) => [...d.strengths, ...d.next_steps].flatMap((s) => s.observation_ids)),
  );
  return {
    class_id: context.classId,
    cycle: {
      id: progress.cycle.id,
      name: progress.cycle.name,
      from: progress.cycle.from,
      to: progress.cycle.to,
    },
    student: { id: progress.child.id, name: fullName(progress.child) },
    framework: progress.framework,
    domains,
    observation_ids: progress.observations.filter((o) => cited.has(o.id)).map((o) => o.id),
    is_saved: false,
  };
}

/** The card's reply: for whom, which cycle, from how much evidence (and what had no tag). */
export function progressReply(progress: GatheredProgress, context: ClassroomContext): string {
  const replies = progressRepliesIn(context.language);
  const evidence = domainEvidence(progress);
  const untagged = progress.observations.filter(
    (o) => !o.competencies.some((code) => frameworkCompetency(progress.framework, code)),
  ).length;
  return (
    replies.drafted(
      fullName(progress.child),
      progress.cycle.name,
      isoToStoredDate(progress.cycle.from),
      isoToStoredDate(progress.cycle.to),
      progress.observations.length,
      evidence.filter((d) => d.observations.length > 0).length,
      evidence.length,
    ) + (untagged > 0 ? replies.untagged(progress.child.firstName, untagged) : '')
  );
}

export async function answerProgressComments(
  reading: Reading,
  context: ClassroomContext,
): Promise<DraftAnswer> {
  const gathering = await gatherProgress(reading, context);
  if (!gathering.ok) return gathering.answer;
  const { progress } = gathering;
  const replies = progressRepliesIn(context.language);
  const domains = domainEvidence(progress).map((evidence) => draftDomain(evidence, progress, replies));
  return {
    agent: 'progress_comments',
    text: progressReply(progress, context),
    toolCalls: [{ name: 'progress_comments', args: progressArgs(progress, context, domains) }],
  };
}
