import {
  curriculumFrameworks,
  frameworkCompetency,
  isoToStoredDate,
  type CurriculumFrameworkKey,
} from '@cue/contracts';
import type { AssessmentCycleInfo, EvidenceObservation } from '../assessment-material.js';
import type { ClassroomContext, RosterStudent } from '../engine.js';
import type { DraftAnswer } from './draft-answer.js';
import { classFrameworkOf } from './progress-comments-agent.js';
import { progressRepliesIn } from './progress-replies.js';
import { domainWordsArHe } from './progress-vocabulary.js';
import type { Reading } from './reading.js';
import { fullName } from './roster-matcher.js';
import { plainArabic } from './words.js';

/**
 * The evidence agent (issue 17): "who has no evidence for CG-3 this term?", "which children have
 * no observations for C-7.1 this term", "… for language and literacy" answers with the class's
 * children who have no observation tagged with a competency of that competency, curricular goal
 * or domain within the current assessment cycle, and those who have some, with their counts. A
 * look-up: plain text, no card, nothing saved.
 */

/** What the question asks about: one competency, a goal's or a domain's competencies. */
export interface EvidenceTarget {
  kind: 'competency' | 'goal' | 'domain';
  code: string;
  title: string;
  competencies: readonly string[];
}

export type TargetReading = { ok: true; target: EvidenceTarget } | { ok: false; unknownCode: string | null };

/** Words of a domain's title that say nothing on their own. */
const fillerTitleWords = new Set(['and', 'the', 'of', 'development', 'positive']);

const titleWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2 && !fillerTitleWords.has(word));

/**
 * A code-like word: letters, a dash, then letters or digits ("CG-3", "C-7.1", "NCF-LIT"), also
 * after a Hebrew prefix ("ל-CG-3").
 */
const codePattern = /(?<![A-Za-z0-9])[A-Za-z]{1,5}(?:-[A-Za-z0-9]+(?:\.[0-9]+)?)+(?![\p{L}\p{N}])/gu;

/** The competency, goal or domain the question names, by code first, else by a domain's name. */
export function readEvidenceTarget(text: string, framework: CurriculumFrameworkKey): TargetReading {
  const { domains } = curriculumFrameworks[framework];
  const codes = [...text.matchAll(codePattern)].map((m) => m[0].replace(/\.$/, ''));
  for (const said of codes) {
    const code = said.toUpperCase();
    const competency = frameworkCompetency(framework, code);
    if (competency) {
      return {
        ok: true,
        target: { kind: 'competency', code, title: competency.competency.title, competencies: [code] },
      };
    }
    for (const domain of domains) {
      if (domain.code === code) return { ok: true, target: domainTarget(domain) };
      const goal = domain.goals.find((g) => g.code === code);
      if (goal) {
        return {
          ok: true,
          target: {
            kind: 'goal',
            code,
            title: goal.title,
            competencies: goal.competencies.map((c) => c.code),
          },
        };
      }
    }
  }
  // A code with a digit that the framework lacks ("CG-31"): say so rather than guess a domain.
  const unknown = codes.find((code) => /\d/.test(code));
  if (unknown) return { ok: false, unknownCode: unknown.toUpperCase() };
  const lower = plainArabic(text.toLowerCase());
  const words = new Set(lower.split(/[^\p{L}]+/u).filter(Boolean));
  let best: { domain: (typeof domains)[number]; score: number } | undefined;
  for (const domain of domains) {
    const english = titleWords(domain.title).filter((word) => words.has(word)).length;
    const rtl = (domainWordsArHe[domain.code] ?? []).filter((phrase) =>
      phrase.includes(' ') ? lower.includes(plainArabic(phrase)) : words.has(plainArabic(phrase)),
    ).length;
    const score = english + rtl;
    if (score > (best?.score ?? 0)) best = { domain, score };
  }
  return best ? { ok: true, target: domainTarget(best.domain) } : { ok: false, unknownCode: null };
}

function domainTarget(
  domain: (typeof curriculumFrameworks)['ncf_fs_2022']['domains'][number],
): EvidenceTarget {
  return {
    kind: 'domain',
    code: domain.code,
    title: domain.title,
    competencies: domain.goals.flatMap((goal) => goal.competencies.map((c) => c.code)),
  };
}

export interface GatheredEvidence {
  cycle: AssessmentCycleInfo;
  framework: CurriculumFrameworkKey;
  target: EvidenceTarget;
  /** The class's observations of the cycle. */
  observations: EvidenceObservation[];
}

export type EvidenceGathering = { ok: true; evidence: GatheredEvidence } | { ok: false; answer: DraftAnswer };

const reply = (text: string): EvidenceGathering => ({
  ok: false,
  answer: { agent: 'evidence_gaps', text, toolCalls: [] },
});

/** Reads the question and gathers the cycle's observations: shared by both engines. */
export async function gatherEvidence(
  reading: Reading,
  context: ClassroomContext,
): Promise<EvidenceGathering> {
  const replies = progressRepliesIn(context.language);
  const framework = classFrameworkOf(context);
  if (!framework) return reply(replies.noFramework(context.className));
  const read = readEvidenceTarget(reading.text, framework);
  if (!read.ok) {
    return reply(
      read.unknownCode
        ? `${replies.notInFramework(read.unknownCode, context.className, curriculumFrameworks[framework].short_name)} ${replies.whatTarget}`
        : replies.whatTarget,
    );
  }
  const source = context.assessmentMaterial;
  const cycle = source ? await source.currentCycle() : null;
  if (!source || !cycle) return reply(replies.noCycle(context.className));
  const roster = new Set(context.students.map((child) => child.id));
  const observations = (await source.observations({ from: cycle.from, to: cycle.to, studentIds: [] })).filter(
    (o) => roster.has(o.studentId) && cycle.from <= o.date && o.date <= cycle.to,
  );
  return { ok: true, evidence: { cycle, framework, target: read.target, observations } };
}

/** The figures of an answer (what both engines say). */
export interface EvidenceFigures {
  /** Roster children with no observation tagged with the target, in roster order. */
  without: RosterStudent[];
  /** Children with some, most first, with how many observations. */
  withSome: { child: RosterStudent; count: number }[];
  /** Observations of the cycle with no competency of the framework. */
  untagged: number;
}

export function evidenceFigures(evidence: GatheredEvidence, context: ClassroomContext): EvidenceFigures {
  const wanted = new Set(evidence.target.competencies);
  const counts = new Map<string, number>();
  for (const observation of evidence.observations) {
    if (observation.competencies.some((code) => wanted.has(code)))
      counts.set(observation.studentId, (counts.get(observation.studentId) ?? 0) + 1);
  }
  const order = new Map(context.students.map((child, index) => [child.id, index]));
  return {
    without: context.students.filter((child) => !counts.has(child.id)),
    withSome: context.students
      .filter((child) => counts.has(child.id))
      .map((child) => ({ child, count: counts.get(child.id)! }))
      .sort((a, b) => b.count - a.count || order.get(a.child.id)! - order.get(b.child.id)!),
    untagged: evidence.observations.filter(
      (o) => !o.competencies.some((code) => frameworkCompetency(evidence.framework, code)),
    ).length,
  };
}

/** The answer as short plain lines, in the teacher's language. */
export function evidenceText(evidence: GatheredEvidence, context: ClassroomContext): string {
  const r = progressRepliesIn(context.language);
  const { cycle, target } = evidence;
  const f = evidenceFigures(evidence, context);
  const lines = [
    r.heading(
      context.className,
      cycle.name,
      isoToStoredDate(cycle.from),
      isoToStoredDate(cycle.to),
      `${target.code} ${target.title}`,
    ),
  ];
  if (f.withSome.length === 0) lines.push(r.nobodyHas);
  else {
    lines.push(
      f.without.length === 0
        ? r.everyoneHas
        : r.without(f.without.length, context.students.length, r.listNames(f.without.map(fullName))),
    );
    lines.push(
      r.withSome(
        f.withSome.length,
        f.withSome.map(({ child, count }) => `${fullName(child)} (${count})`).join(', '),
      ),
    );
  }
  if (f.untagged > 0) lines.push(r.untaggedNote(f.untagged));
  return lines.join('\n');
}

export async function answerEvidenceGaps(reading: Reading, context: ClassroomContext): Promise<DraftAnswer> {
  const gathering = await gatherEvidence(reading, context);
  if (!gathering.ok) return gathering.answer;
  return { agent: 'evidence_gaps', text: evidenceText(gathering.evidence, context), toolCalls: [] };
}
