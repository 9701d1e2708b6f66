import {
  addDaysToIsoDate,
  classFramework,
  frameworkCompetency,
  isoToStoredDate,
  storedToIsoDate,
  type PlanItem,
} from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import type { LessonObservation } from '../planning-material.js';
import type { DraftAnswer } from './draft-answer.js';
import type { Reading } from './reading.js';
import { fullName } from './roster-matcher.js';
import { readStoryPeriod } from './story-period.js';

/**
 * The lesson analysis agent (issue 16): "how did this week go?", "analyse today's lesson" looks
 * at the class's plan for the days (in the school's time zone) and what was marked done, moved
 * or skipped, the competencies taught and whether any observation shows them, the children
 * nobody observed, and ends with one or two suggestions. Short plain text; no card. Teachers'
 * evaluations are quoted briefly to the teacher and never logged.
 */

export interface LessonPeriod {
  from: string;
  to: string;
  /** How the teacher named it: "today", "this week". */
  label: string;
}

export interface GatheredLesson {
  period: LessonPeriod;
  items: PlanItem[];
  observations: LessonObservation[];
}

const said = {
  lastWeek: /\blast week\b|الاسبوع الماضي|שבוע שעבר/,
  thisWeek: /\b(?:this|the) week\b|هذا الاسبوع|השבוע/,
  yesterday: /\byesterday\b|امس|אתמול/,
  today: /\btoday\b|اليوم|היום/,
};

/** The days a look back covers: today, yesterday, this week (Monday to today) or last week. */
export function readLessonPeriod(text: string, today: string): LessonPeriod {
  const lower = text.toLowerCase();
  const day = storedToIsoDate(today);
  if (said.lastWeek.test(lower)) return { ...readStoryPeriod('last week', today), label: 'last week' };
  if (said.thisWeek.test(lower)) return { ...readStoryPeriod('this week', today), label: 'this week' };
  if (said.yesterday.test(lower)) {
    const yesterday = addDaysToIsoDate(day, -1);
    return { from: yesterday, to: yesterday, label: 'yesterday' };
  }
  if (said.today.test(lower) || /\blesson\b/.test(lower)) return { from: day, to: day, label: 'today' };
  return { ...readStoryPeriod('this week', today), label: 'this week' };
}

export async function gatherLesson(reading: Reading, context: ClassroomContext): Promise<GatheredLesson> {
  const period = readLessonPeriod(reading.text, context.today);
  const source = context.lessonMaterial;
  const [items, observations] = source
    ? await Promise.all([
        source.planItems(period.from, period.to),
        source.observations(period.from, period.to),
      ])
    : [[], []];
  return { period, items, observations };
}

/** The figures of an analysis (what both engines say, and the LLM engine's material). */
export interface LessonFigures {
  planned: number;
  done: PlanItem[];
  moved: PlanItem[];
  skipped: PlanItem[];
  open: PlanItem[];
  /** Competencies of the activities marked done, with how many observations show each. */
  taught: { code: string; title: string; observed: number }[];
  /** Roster children no observation of the days is about. */
  unobserved: string[];
}

export function lessonFigures(lesson: GatheredLesson, context: ClassroomContext): LessonFigures {
  const framework = classFramework(context.classes.find((c) => c.id === context.classId)?.framework ?? null);
  const by = (status: PlanItem['status']) => lesson.items.filter((item) => item.status === status);
  const done = by('done');
  const codes = [...new Set(done.flatMap((item) => item.activity.competencies))];
  const taught = codes.map((code) => ({
    code,
    title: (framework && frameworkCompetency(framework, code)?.competency.title) || code,
    observed: lesson.observations.filter((o) => o.competencies.includes(code)).length,
  }));
  const seen = new Set(lesson.observations.map((o) => o.studentId));
  return {
    planned: lesson.items.length,
    done,
    moved: by('moved'),
    skipped: by('skipped'),
    open: by('planned'),
    taught,
    unobserved: context.students.filter((child) => !seen.has(child.id)).map(fullName),
  };
}

const weekday = (iso: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
const brief = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};
const titles = (items: PlanItem[], max = 4) => {
  const named = items.slice(0, max).map((item) => `${item.activity.title} (${weekday(item.date)})`);
  return items.length > max ? `${named.join(', ')} and ${items.length - max} more` : named.join(', ');
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The analysis as short plain lines. */
export function analysisText(lesson: GatheredLesson, context: ClassroomContext): string {
  const { period } = lesson;
  const days =
    period.from === period.to
      ? isoToStoredDate(period.from)
      : `${isoToStoredDate(period.from)} to ${isoToStoredDate(period.to)}`;
  const heading = `${context.className}, ${period.label} (${days}):`;
  if (lesson.items.length === 0 && lesson.observations.length === 0) {
    return `${heading} nothing was planned or observed yet. Plan the activities in Weekly planning and mark them done as you go; I can then tell you how it went.`;
  }
  const f = lessonFigures(lesson, context);
  const lines = [heading];
  if (f.planned === 0) lines.push('No activities were planned for these days.');
  else {
    lines.push(
      `${plural(f.planned, 'activity', 'activities')} planned: ${f.done.length} done, ${f.moved.length} moved, ${f.skipped.length} skipped, ${f.open.length} not marked yet.`,
    );
    if (f.done.length > 0) lines.push(`Done: ${titles(f.done)}.`);
    if (f.moved.length > 0) lines.push(`Moved: ${titles(f.moved)}.`);
    if (f.skipped.length > 0) lines.push(`Skipped: ${titles(f.skipped)}.`);
    const notes = lesson.items.filter((item) => item.evaluation.trim()).slice(0, 3);
    if (notes.length > 0)
      lines.push(
        `Your notes: ${notes.map((item) => `${item.activity.title}: “${brief(item.evaluation)}”`).join('; ')}.`,
      );
  }
  if (f.taught.length > 0) {
    const seen = f.taught.filter((c) => c.observed > 0);
    const unseen = f.taught.filter((c) => c.observed === 0);
    if (seen.length > 0)
      lines.push(
        `Taught and observed: ${seen.map((c) => `${c.code} ${c.title} (${plural(c.observed, 'observation')})`).join('; ')}.`,
      );
    if (unseen.length > 0)
      lines.push(`Taught, not observed yet: ${unseen.map((c) => `${c.code} ${c.title}`).join('; ')}.`);
  }
  lines.push(`${plural(lesson.observations.length, 'observation')} recorded.`);
  if (f.unobserved.length > 0 && context.students.length > 0) {
    lines.push(
      f.unobserved.length === context.students.length
        ? 'No child has an observation for these days.'
        : `No observation yet for: ${f.unobserved.slice(0, 6).join(', ')}${f.unobserved.length > 6 ? ` and ${f.unobserved.length - 6} more` : ''}.`,
    );
  }
  lines.push(...suggestions(f, context).map((s) => `Next: ${s}`));
  return lines.join('\n');
}

function suggestions(f: LessonFigures, context: ClassroomContext): string[] {
  const ideas: string[] = [];
  const again = [...f.skipped, ...f.open];
  if (again.length > 0)
    ideas.push(
      `re-plan ${again[0]!.activity.title}${again.length > 1 ? ` and ${plural(again.length - 1, 'other')}` : ''} next week.`,
    );
  const unseen = f.taught.find((c) => c.observed === 0);
  if (unseen) ideas.push(`watch for ${unseen.code} ${unseen.title} and record what you see.`);
  if (ideas.length < 2 && f.unobserved.length > 0 && f.unobserved.length < context.students.length)
    ideas.push(`observe ${f.unobserved.slice(0, 2).join(' and ')} first.`);
  if (ideas.length === 0) ideas.push('keep going: everything planned was done and observed.');
  return ideas.slice(0, 2);
}

export async function answerLessonAnalysis(
  reading: Reading,
  context: ClassroomContext,
): Promise<DraftAnswer> {
  const lesson = await gatherLesson(reading, context);
  return { agent: 'lesson_analysis', text: analysisText(lesson, context), toolCalls: [] };
}
