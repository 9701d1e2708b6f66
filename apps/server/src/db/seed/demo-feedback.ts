import { defaultFeedbackQuestions, type FeedbackKind } from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import type { StoredFeedbackAnswer, StoredFeedbackQuestion } from '../schema/feedback.js';
import { newObjectId } from '../../lib/object-id.js';
import type { DemoDayPeople } from './demo-day.js';

const DAY = 24 * 3600 * 1000;

/** The default questions of a kind as stored (keys by position). */
function questionsOf(kind: FeedbackKind): StoredFeedbackQuestion[] {
  return defaultFeedbackQuestions[kind].map((q, index) => ({
    key: `q${index + 1}`,
    type: q.type,
    prompt: q.prompt,
    emojiSet: q.type === 'faces' ? q.emoji_set : null,
  }));
}

const face = (question: string, choice: StoredFeedbackAnswer['choice']): StoredFeedbackAnswer => ({
  question,
  choice,
  text: null,
});
const words = (question: string, text: string): StoredFeedbackAnswer => ({ question, choice: null, text });

/**
 * Nursery A's Term 2 feedback (issue 17, decision 050): the parent form sent to the families a
 * week ago with one reminder; Meera answered for Kabir on her phone, Diya's family on paper
 * (recorded by Priya); Rahul has not answered for Aarav yet, so the journey can. Priya sat with
 * three children for their self-assessment and with Riya for a word about her friend Aarav.
 * Runs once, inside the demo seed's transaction.
 */
export async function seedDemoFeedback(
  tx: Database,
  people: DemoDayPeople & { nurseryATerm2: string },
  now: Date,
): Promise<void> {
  const { schoolId, nurseryA, priya, meera, childId } = people;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const form = (kind: FeedbackKind, sent: boolean) => ({
    id: newObjectId(at(10)),
    schoolId,
    classId: nurseryA,
    cycleId: people.nurseryATerm2,
    kind,
    questions: questionsOf(kind),
    sentAt: sent ? at(7) : null,
    lastSentAt: sent ? at(2) : null,
    reminderCount: sent ? 1 : 0,
    createdBy: priya,
    createdAt: at(10),
    updatedAt: at(7),
  });
  const parentForm = form('parent', true);
  const selfForm = form('self', false);
  const peerForm = form('peer', false);
  await tx.insert(t.feedbackForms).values([parentForm, selfForm, peerForm]);

  const answer = (
    formId: string,
    child: string,
    answers: StoredFeedbackAnswer[],
    by: { userId: string; recordedBy: 'staff' | 'family'; daysAgo: number },
    aboutChild: string | null = null,
  ) => ({
    id: newObjectId(at(by.daysAgo)),
    schoolId,
    formId,
    childId: childId(child),
    aboutChildId: aboutChild && childId(aboutChild),
    answers,
    answeredByUserId: by.userId,
    recordedBy: by.recordedBy,
    createdAt: at(by.daysAgo),
    updatedAt: at(by.daysAgo),
  });
  await tx
    .insert(t.feedbackAnswers)
    .values([
      answer(
        parentForm.id,
        'Kabir Iyer',
        [
          face('q1', 'happy'),
          face('q2', 'okay'),
          words('q3', 'Building train tracks and helping in the kitchen'),
          words('q4', 'He counts the stairs up to ten'),
        ],
        { userId: meera, recordedBy: 'family', daysAgo: 6 },
      ),
      answer(
        parentForm.id,
        'Diya Menon',
        [
          face('q1', 'happy'),
          face('q2', 'happy'),
          words('q3', 'Drawing and singing'),
          words('q5', 'Saying goodbye in the morning'),
        ],
        { userId: priya, recordedBy: 'staff', daysAgo: 4 },
      ),
      answer(
        selfForm.id,
        'Diya Menon',
        [
          face('q1', 'happy'),
          face('q2', 'okay'),
          face('q3', 'happy'),
          face('q4', 'okay'),
          face('q5', 'happy'),
        ],
        { userId: priya, recordedBy: 'staff', daysAgo: 3 },
      ),
      answer(
        selfForm.id,
        'Vihaan Reddy',
        [face('q1', 'happy'), face('q2', 'not_yet'), face('q3', 'happy'), face('q5', 'okay')],
        { userId: priya, recordedBy: 'staff', daysAgo: 3 },
      ),
      answer(
        selfForm.id,
        'Maya Fernandes',
        [
          face('q1', 'okay'),
          face('q2', 'happy'),
          face('q3', 'happy'),
          face('q4', 'not_yet'),
          face('q5', 'happy'),
        ],
        { userId: priya, recordedBy: 'staff', daysAgo: 2 },
      ),
      answer(
        peerForm.id,
        'Riya Gupta',
        [face('q1', 'happy'), face('q2', 'okay'), face('q3', 'happy'), face('q4', 'happy')],
        { userId: priya, recordedBy: 'staff', daysAgo: 2 },
        'Aarav Sharma',
      ),
    ]);
}
