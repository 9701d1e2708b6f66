import {
  defaultFeedbackQuestions,
  type FeedbackKind,
  type FeedbackQuestion,
  type FeedbackQuestionInput,
} from '@cue/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The default questions of a kind in the teacher's language (feedback.defaults.<kind>.q<n>),
 * the contract's English where a translation is missing: what "Start with suggested questions"
 * saves.
 */
export function translatedDefaults(kind: FeedbackKind, t: TFunction): FeedbackQuestionInput[] {
  return defaultFeedbackQuestions[kind].map((question, index) => ({
    type: question.type,
    prompt: t(`feedback.defaults.${kind}.q${index + 1}`, { defaultValue: question.prompt }),
    emoji_set: question.emoji_set,
  }));
}

/** A form's questions as the editor holds them (the key is given back by position). */
export function editableQuestions(questions: readonly FeedbackQuestion[]): FeedbackQuestionInput[] {
  return questions.map((q) => ({ type: q.type, prompt: q.prompt, emoji_set: q.emoji_set ?? 'faces' }));
}

/** A school-local date ('YYYY-MM-DD') as the reader's language writes a day and month. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (isoDate: string) => format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
