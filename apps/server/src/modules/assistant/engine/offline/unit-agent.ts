import {
  curriculumFrameworks,
  frameworkCompetencies,
  frameworkCompetency,
  suggestCompetencies,
  UNIT_MAX_DAYS,
  type ActivityType,
  type AgeBand,
  type CurriculumFrameworkKey,
  type Unit,
  type UnitToolArgs,
} from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import type { DraftAnswer } from './draft-answer.js';
import { planningRepliesIn } from './planning-replies.js';
import type { Reading } from './reading.js';
import { stem } from './story-request.js';
import { readUnitAsk, type UnitAsk } from './unit-request.js';
import { splitWords } from './words.js';

/**
 * The unit agent (issue 16, decision 049): "make a two-week unit on water for Playgroup B" finds
 * the library unit that best fits the theme, the class's age band, framework and the theme's
 * competencies, and adapts it (title, days, the class's framework and band, activities short
 * enough for the age); when none fits, or the class plans against another framework, it builds
 * a short unit from the framework itself. The card is a unit of the library's contract.
 */

/** A request read and its material found: shared by the offline and the LLM engine. */
export interface GatheredUnit {
  ask: UnitAsk;
  framework: CurriculumFrameworkKey;
  ageBand: AgeBand;
  /** Competencies the theme's words suggest in the framework. */
  themeCompetencies: string[];
  /** Library units that fit, best first (the framework's own only). */
  candidates: Unit[];
  /** The offline engine's unit: adapted from candidates[0], or built from the framework. */
  draft: UnitToolArgs;
  /** The library unit the draft adapts, if any. */
  adaptedFrom: Unit | null;
}

export type UnitGathering = { ok: true; unit: GatheredUnit } | { ok: false; answer: DraftAnswer };

const DEFAULT_FRAMEWORK: CurriculumFrameworkKey = 'ncf_fs_2022';
const DEFAULT_AGE_BAND: AgeBand = '3-4';
const DEFAULT_DAYS = 5;
/** The longest activity that holds children of each band's attention. */
export const maxActivityMinutes: Record<AgeBand, number> = { '2-3': 20, '3-4': 30, '4-5': 40, '5-6': 45 };
/** Candidates an LLM sees at most. */
const MAX_CANDIDATES = 3;

const stemsOf = (text: string) => new Set(splitWords(text).map((word) => stem(word.text)));

/** How well a unit fits: theme words first, then age band, then shared competencies. */
function fit(unit: Unit, ask: UnitAsk, ageBand: AgeBand, competencies: readonly string[]) {
  const words = stemsOf(`${unit.theme} ${unit.title} ${unit.summary}`);
  const theme = ask.themeWords.filter((word) => words.has(stem(word))).length;
  const band = unit.age_band === ageBand ? 2 : 0;
  const shared = unit.competencies.filter((code) => competencies.includes(code)).length;
  return { theme, score: theme * 10 + band + shared };
}

export async function gatherUnit(reading: Reading, context: ClassroomContext): Promise<UnitGathering> {
  const ask = readUnitAsk(reading, context);
  if (ask.themeWords.length === 0) {
    return {
      ok: false,
      answer: { agent: 'unit', text: planningRepliesIn(context.language).unitWhatAbout, toolCalls: [] },
    };
  }
  const framework = ask.framework ?? DEFAULT_FRAMEWORK;
  const ageBand = ask.ageBand ?? DEFAULT_AGE_BAND;
  const themeCompetencies = suggestCompetencies(framework, ask.themeWords.join(' '), 4);
  const found = context.unitMaterial
    ? await context.unitMaterial.candidateUnits({
        framework,
        age_band: ageBand,
        themeWords: ask.themeWords,
        competencies: themeCompetencies,
      })
    : [];
  const ranked = found
    .filter((unit) => unit.framework === framework)
    .map((unit) => ({ unit, ...fit(unit, ask, ageBand, themeCompetencies) }))
    .filter((entry) => entry.theme > 0)
    .sort((a, b) => b.score - a.score);
  const candidates = ranked.slice(0, MAX_CANDIDATES).map((entry) => entry.unit);
  const adaptedFrom = candidates[0] ?? null;
  const durationDays = Math.min(
    ask.durationDays ?? adaptedFrom?.duration_days ?? DEFAULT_DAYS,
    UNIT_MAX_DAYS,
  );
  const draft = adaptedFrom
    ? adaptUnit(adaptedFrom, ask, framework, ageBand, durationDays)
    : unitFromFramework(ask, framework, ageBand, durationDays, themeCompetencies);
  return { ok: true, unit: { ask, framework, ageBand, themeCompetencies, candidates, draft, adaptedFrom } };
}

/** A library unit made this class's: its title, days, framework and band, activities that fit. */
export function adaptUnit(
  unit: Unit,
  ask: UnitAsk,
  framework: CurriculumFrameworkKey,
  ageBand: AgeBand,
  durationDays: number,
): UnitToolArgs {
  const known = (code: string) => frameworkCompetency(framework, code) !== undefined;
  const longest = maxActivityMinutes[ageBand];
  const fitting = unit.activities.filter((activity) => activity.minutes <= longest);
  const activities = (fitting.length > 0 ? fitting : unit.activities).map((activity) => ({
    type: activity.type,
    title: activity.title,
    minutes: Math.min(activity.minutes, longest),
    description: activity.description,
    materials: activity.materials,
    grouping: activity.grouping,
    lead: activity.lead,
    setting: activity.setting,
    competencies: activity.competencies.filter(known),
  }));
  const competencies = unit.competencies.filter(known);
  return {
    class_id: ask.schoolClass.id,
    title: ask.theme,
    framework,
    age_band: ageBand,
    duration_days: durationDays,
    theme: ask.theme,
    summary: unit.summary
      ? `${unit.summary} (Adapted from “${unit.title}”.)`
      : `Adapted from “${unit.title}”.`,
    competencies: competencies.length > 0 ? competencies : fallbackCompetencies(framework),
    learning_outcomes: unit.learning_outcomes,
    activities,
    differentiation: unit.differentiation,
    assessment: unit.assessment.filter((row) => known(row.competency_code)),
    home_link: unit.home_link,
    resource_ids: [],
    is_saved: false,
  };
}

/** The first competency of the framework's first three domains: a start the teacher edits. */
function fallbackCompetencies(framework: CurriculumFrameworkKey): string[] {
  return curriculumFrameworks[framework].domains
    .slice(0, 3)
    .flatMap((domain) => domain.goals[0]?.competencies[0]?.code ?? []);
}

/** A short everyday unit around the theme: circle time, a story, art, outdoors, free play. */
const genericActivities: readonly {
  type: ActivityType;
  title: (theme: string) => string;
  description: (theme: string) => string;
  share: number;
  words: string;
  lead: 'adult_led' | 'child_initiated';
  setting: 'indoor' | 'outdoor';
  grouping: 'whole_class' | 'small_group' | 'individual';
}[] = [
  {
    type: 'circle_time',
    title: (theme) => `Circle time: talking about ${theme}`,
    description: (theme) =>
      `Children share what they know and wonder about ${theme}; new words on the board.`,
    share: 0.5,
    words: 'talked listened asked named words',
    lead: 'adult_led',
    setting: 'indoor',
    grouping: 'whole_class',
  },
  {
    type: 'story',
    title: (theme) => `Story time: a book about ${theme}`,
    description: (theme) => `Read a picture book about ${theme}; children predict, retell and join in.`,
    share: 0.5,
    words: 'story book listened retold',
    lead: 'adult_led',
    setting: 'indoor',
    grouping: 'whole_class',
  },
  {
    type: 'art',
    title: (theme) => `Art: making ${theme} pictures`,
    description: (theme) => `Paint, draw or collage ${theme} with open materials.`,
    share: 1,
    words: 'painted drew colours collage',
    lead: 'child_initiated',
    setting: 'indoor',
    grouping: 'small_group',
  },
  {
    type: 'outdoor',
    title: (theme) => `Outdoor exploration: ${theme}`,
    description: (theme) => `Look for, collect or act out ${theme} outdoors.`,
    share: 1,
    words: 'ran jumped climbed explored',
    lead: 'child_initiated',
    setting: 'outdoor',
    grouping: 'small_group',
  },
  {
    type: 'free_play',
    title: (theme) => `Free play: a ${theme} corner`,
    description: (theme) =>
      `Set up a play corner with ${theme} props for children to explore in their own way.`,
    share: 1,
    words: 'played together shared pretend',
    lead: 'child_initiated',
    setting: 'indoor',
    grouping: 'individual',
  },
];

export function unitFromFramework(
  ask: UnitAsk,
  framework: CurriculumFrameworkKey,
  ageBand: AgeBand,
  durationDays: number,
  themeCompetencies: readonly string[],
): UnitToolArgs {
  const competencies =
    themeCompetencies.length > 0 ? [...themeCompetencies] : fallbackCompetencies(framework);
  const longest = maxActivityMinutes[ageBand];
  const themeLower = ask.themeWords.join(' ');
  const activities = genericActivities.map((activity) => {
    const suggested = suggestCompetencies(framework, activity.words, 1);
    return {
      type: activity.type,
      title: activity.title(themeLower),
      minutes: Math.max(5, Math.round((longest * activity.share) / 5) * 5),
      description: activity.description(themeLower),
      materials: [],
      grouping: activity.grouping,
      lead: activity.lead,
      setting: activity.setting,
      competencies: [...new Set([...competencies.slice(0, 1), ...suggested])],
    };
  });
  const titleOf = (code: string) => frameworkCompetency(framework, code)?.competency.title ?? code;
  return {
    class_id: ask.schoolClass.id,
    title: ask.theme,
    framework,
    age_band: ageBand,
    duration_days: durationDays,
    theme: ask.theme,
    summary: `${ask.theme}: a ${durationDays}-day unit for ages ${ageBand}, built from the ${curriculumFrameworks[framework].short_name} competencies the theme touches.`,
    competencies,
    learning_outcomes: competencies.map(titleOf),
    activities,
    differentiation: {
      support: `Offer pictures and real objects about ${themeLower}, and model the words.`,
      extend: `Invite children to ask their own questions about ${themeLower} and find answers.`,
    },
    assessment: competencies.slice(0, 3).map((code) => ({
      what_to_observe: `How children show “${titleOf(code)}” while exploring ${themeLower}.`,
      competency_code: code,
    })),
    home_link: `Talk about ${themeLower} at home and send in a photo or an object to share.`,
    resource_ids: [],
    is_saved: false,
  };
}

export async function answerUnit(reading: Reading, context: ClassroomContext): Promise<DraftAnswer> {
  const gathering = await gatherUnit(reading, context);
  if (!gathering.ok) return gathering.answer;
  const { unit } = gathering;
  const { draft } = unit;
  const replies = planningRepliesIn(context.language);
  const framework = curriculumFrameworks[unit.framework].short_name;
  const className = unit.ask.schoolClass.name;
  const source = unit.adaptedFrom
    ? replies.unitAdaptedFrom(unit.adaptedFrom.title)
    : replies.unitBuiltFrom(framework, draft.theme.toLowerCase());
  const noFramework = unit.ask.framework ? '' : replies.unitNoFramework(className, framework);
  return {
    agent: 'unit',
    text:
      replies.unitDrafted(draft.duration_days, draft.theme, className, draft.age_band, source) + noFramework,
    toolCalls: [{ name: 'unit', args: draft }],
  };
}

/** Every competency of a framework as "code: title" lines, for a model's prompt. */
export const competencyLines = (framework: CurriculumFrameworkKey) =>
  frameworkCompetencies(framework).map(({ competency }) => `${competency.code}: ${competency.title}`);
