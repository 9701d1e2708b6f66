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
import { planningRepliesIn, type LessonPeriodLabel, type PlanningReplies } from './planning-replies.js';
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
  label: LessonPeriodLabel;
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

const brief = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The analysis as short plain lines, in the teacher's language. */
export function analysisText(lesson: GatheredLesson, context: ClassroomContext): string {
  const r = planningRepliesIn(context.language);
  const { period } = lesson;
  const weekday = (iso: string) => r.weekdays[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
  const titles = (items: PlanItem[], max = 4) => {
    const named = r.listNames(
      items.slice(0, max).map((item) => `${item.activity.title} (${weekday(item.date)})`),
    );
    return items.length > max ? r.andMore(named, items.length - max) : named;
  };
  const days =
    period.from === period.to
      ? isoToStoredDate(period.from)
      : r.daysRange(isoToStoredDate(period.from), isoToStoredDate(period.to));
  const heading = r.heading(context.className, r.periodLabel[period.label], days);
  if (lesson.items.length === 0 && lesson.observations.length === 0) return `${heading} ${r.nothingYet}`;
  const f = lessonFigures(lesson, context);
  const lines = [heading];
  if (f.planned === 0) lines.push(r.noPlan);
  else {
    lines.push(r.counts(f.planned, f.done.length, f.moved.length, f.skipped.length, f.open.length));
    if (f.done.length > 0) lines.push(r.done(titles(f.done)));
    if (f.moved.length > 0) lines.push(r.moved(titles(f.moved)));
    if (f.skipped.length > 0) lines.push(r.skipped(titles(f.skipped)));
    const notes = lesson.items.filter((item) => item.evaluation.trim()).slice(0, 3);
    if (notes.length > 0)
      lines.push(
        r.notes(notes.map((item) => `${item.activity.title}: ${r.quote(brief(item.evaluation))}`).join('; ')),
      );
  }
  if (f.taught.length > 0) {
    const seen = f.taught.filter((c) => c.observed > 0);
    const unseen = f.taught.filter((c) => c.observed === 0);
    if (seen.length > 0)
      lines.push(
        r.taughtObserved(seen.map((c) => `${c.code} ${c.title} (${r.observedTimes(c.observed)})`).join('; ')),
      );
    if (unseen.length > 0) lines.push(r.taughtUnseen(unseen.map((c) => `${c.code} ${c.title}`).join('; ')));
  }
  lines.push(r.observations(lesson.observations.length));
  if (f.unobserved.length > 0 && context.students.length > 0) {
    const shown = f.unobserved.slice(0, 6).join(', ');
    lines.push(
      f.unobserved.length === context.students.length
        ? r.noChildObserved
        : r.notObservedYet(f.unobserved.length > 6 ? r.andMore(shown, f.unobserved.length - 6) : shown),
    );
  }
  lines.push(...suggestions(f, context, r).map((idea) => r.next(idea)));
  return lines.join('\n');
}

function suggestions(f: LessonFigures, context: ClassroomContext, r: PlanningReplies): string[] {
  const ideas: string[] = [];
  const again = [...f.skipped, ...f.open];
  if (again.length > 0) ideas.push(r.replan(again[0]!.activity.title, again.length - 1));
  const unseen = f.taught.find((c) => c.observed === 0);
  if (unseen) ideas.push(r.watchFor(`${unseen.code} ${unseen.title}`));
  if (ideas.length < 2 && f.unobserved.length > 0 && f.unobserved.length < context.students.length)
    ideas.push(r.observeFirst(r.listNames(f.unobserved.slice(0, 2))));
  if (ideas.length === 0) ideas.push(r.keepGoing);
  return ideas.slice(0, 2);
}

export async function answerLessonAnalysis(
  reading: Reading,
  context: ClassroomContext,
): Promise<DraftAnswer> {
  const lesson = await gatherLesson(reading, context);
  return { agent: 'lesson_analysis', text: analysisText(lesson, context), toolCalls: [] };
}
