import type { AssistantToolName } from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import { answerAnnouncement } from './announcement-agent.js';
import { answerAttendance } from './attendance-agent.js';
import { answerCareLog } from './carelog-agent.js';
import { readCareTimes } from './care-times.js';
import { CARE_TIME_WEIGHT } from './carelog-vocabulary.js';
import { helpAnswer, type DraftAnswer } from './draft-answer.js';
import { answerLookup } from './lookup-agent.js';
import { answerJournal } from './journal-agent.js';
import { answerObservation } from './observation-agent.js';
import { answerLessonAnalysis } from './lesson-analysis-agent.js';
import { answerStory } from './story-agent.js';
import { answerUnit } from './unit-agent.js';
import { answerEvidenceGaps } from './evidence-gaps-agent.js';
import { answerProgressComments } from './progress-comments-agent.js';
import type { Reading } from './reading.js';
import { writtenInRtlScript } from './replies.js';
import {
  intentCues,
  intentPriority,
  NAMED_CHILD_OBSERVATION_WEIGHT,
  OBSERVATION_WORD_WEIGHT,
  OBSERVATION_WORDS_MAX,
  observationTitles,
  REQUESTED_TOOL_WEIGHT,
  STATUS_CUE_WEIGHT,
  statusWords,
  type Intent,
} from './vocabulary.js';
import { containsPhrase, endsSentence, matchPhraseAt } from './words.js';

/**
 * The supervisor: scores each intent by the cue words the instruction holds (vocabulary tables),
 * routes to the agent with the highest score, and answers everything else itself with what the
 * assistant can do. Too little to go on (no cue, no child) is "help".
 */

const agents: Record<
  Intent,
  (reading: Reading, context: ClassroomContext) => DraftAnswer | Promise<DraftAnswer>
> = {
  attendance: answerAttendance,
  observation: answerObservation,
  announcement: answerAnnouncement,
  carelog: answerCareLog,
  journal: answerJournal,
  story: answerStory,
  unit: answerUnit,
  lesson_analysis: answerLessonAnalysis,
  progress_comments: answerProgressComments,
  evidence_gaps: answerEvidenceGaps,
  lookup: answerLookup,
  help: (_, context) => helpAnswer(context),
};

const toolIntents: Partial<Record<AssistantToolName | string, Intent>> = {
  attendance: 'attendance',
  observation: 'observation',
  announcement: 'announcement',
  mentioned_students: 'lookup',
  carelog: 'carelog',
  journal_post: 'journal',
  story: 'story',
  unit: 'unit',
  progress_comments: 'progress_comments',
};

const learningAreaWords = new Set(observationTitles.flatMap((row) => row.words));

export function scoreIntents(reading: Reading, requestedTools: readonly string[]): Map<Intent, number> {
  const scores = new Map<Intent, number>(intentPriority.map((intent) => [intent, 0]));
  const add = (intent: Intent, weight: number) => scores.set(intent, scores.get(intent)! + weight);
  const { words } = reading;
  for (let at = 0; at < words.length; at++) {
    const cue = matchPhraseAt(words, at, intentCues);
    if (!cue) continue;
    const startsSentence = at === 0 || endsSentence(words[at - 1]!);
    if (cue.meaning.onlyAtStart && !startsSentence) continue;
    add(cue.meaning.intent, cue.meaning.weight);
    at += cue.length - 1;
  }
  if (containsPhrase(words, statusWords)) add('attendance', STATUS_CUE_WEIGHT);
  if (reading.mentions.length > 0) add('observation', NAMED_CHILD_OBSERVATION_WEIGHT);
  // "The whole class enjoyed painting": what children did is an observation even with no name.
  const learningWords = words.filter((w) => learningAreaWords.has(w.text)).length;
  add('observation', Math.min(learningWords, OBSERVATION_WORDS_MAX) * OBSERVATION_WORD_WEIGHT);
  // "Kabir had a snack at 10": care words with a clock time are a care record, not an observation.
  if (scores.get('carelog')! > 0 && readCareTimes(reading.text).time) add('carelog', CARE_TIME_WEIGHT);
  for (const tool of requestedTools) {
    const intent = toolIntents[tool];
    if (intent) add(intent, REQUESTED_TOOL_WEIGHT);
  }
  return scores;
}

export function chooseIntent(reading: Reading, requestedTools: readonly string[]): Intent {
  const scores = scoreIntents(reading, requestedTools);
  let best: Intent = 'help';
  let bestScore = 0;
  for (const intent of intentPriority) {
    const score = scores.get(intent)!;
    if (score > bestScore) [best, bestScore] = [intent, score];
  }
  return best;
}

export function answerInstruction(
  reading: Reading,
  context: ClassroomContext,
  requestedTools: readonly string[],
): DraftAnswer | Promise<DraftAnswer> {
  const intent = chooseIntent(reading, requestedTools);
  // Look-ups are read in English only: say so rather than guess.
  if (intent === 'lookup' && writtenInRtlScript(reading.text)) {
    return helpAnswer(context, 'onlyEnglish');
  }
  return agents[intent](reading, context);
}
