import type { HpcCard, HpcCardFeedback } from '@cue/contracts';
import { z } from 'zod';

/**
 * What a printed report card says: the child's progress card for the cycle as read through the
 * progress card's service (`HpcService`), plus the school and the title. A class generation keeps
 * one of these per child from the moment it was asked for (as JSON: `report_card_run_items`), so
 * the job that prints them needs no one's session; it is checked again before printing.
 */

const LevelCellSchema = z.object({
  /** The dimension's label ('Awareness', 'Health and well-being'). */
  dimension: z.string(),
  /** The scheme's level label ('Mountain'); null: not judged yet. */
  level: z.string().nullable(),
});

export const ReportCardContentSchema = z.object({
  title: z.string().min(1),
  school: z.object({ name: z.string() }),
  child: z.object({ firstName: z.string(), lastName: z.string() }),
  className: z.string(),
  cycle: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }),
  /** School days the child was present of those marked in the cycle; null: no register kept. */
  attendance: z.object({ present: z.number().int().min(0), total: z.number().int().min(0) }).nullable(),
  /** The scheme's levels in order, with what each means (printed as the key). */
  levels: z.array(z.object({ label: z.string(), description: z.string() })),
  /** The scheme's dimensions (table columns). */
  dimensions: z.array(z.string()),
  domains: z.array(
    z.object({
      name: z.string(),
      competencies: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          levels: z.array(LevelCellSchema),
          /** The evidence the levels rest on, in a few words (observations' titles). */
          evidence: z.array(z.string()).default([]),
        }),
      ),
      /** The teacher's narrative for the domain ('' when none was written). */
      strengths: z.string(),
      nextSteps: z.string(),
    }),
  ),
  /** "All about me", in the child's and family's words ('' where nothing was written). */
  profile: z.object({
    likes: z.string(),
    myFamily: z.string(),
    languagesAtHome: z.array(z.string()),
    aboutMe: z.string(),
  }),
  /** The child's own view: a prompt and the face they chose (null: not asked yet). */
  selfAssessment: z.array(
    z.object({ prompt: z.string(), face: z.enum(['happy', 'okay', 'not_yet']).nullable() }),
  ),
  /** Families' and classmates' feedback, where the school gathers it. */
  feedback: z.array(z.object({ from: z.string(), text: z.string() })).default([]),
  /** Observations recorded for the report card (type_of_anecdote report_card), newest last. */
  observations: z.array(z.object({ date: z.string(), title: z.string(), note: z.string() })),
  /**
   * Who signed the progress card off and when (null while it is not signed off: the card prints
   * as a draft), and the school-local day it was printed.
   */
  signOff: z.object({ by: z.string().nullable(), at: z.string().nullable(), printedOn: z.string() }),
});
export type ReportCardContent = z.infer<typeof ReportCardContentSchema>;
export type SelfAssessmentFace = NonNullable<ReportCardContent['selfAssessment'][number]['face']>;

/** What the card adds to the progress card: its title, the school, the day it is printed. */
export interface PrintDetails {
  title: string;
  schoolName: string;
  /** School-local 'YYYY-MM-DD'. */
  printedOn: string;
}

/** How many pieces of evidence a competency's row names (the rest are on the progress card). */
const EVIDENCE_PRINTED = 4;

/**
 * The printed card of a child's progress card: domains in the framework's order, each with the
 * competencies judged in it (a level per dimension that judges the competency, the scheme's
 * labels) and the teacher's strengths and next steps; a domain with neither is left out.
 */
export function contentOfCard(card: HpcCard, details: PrintDetails): ReportCardContent {
  const dimensionLabel = new Map(card.scheme.dimensions.map((d) => [d.key, d.label]));
  const levelLabel = new Map(card.scheme.levels.map((l) => [l.key, l.label]));
  const domainOrder = card.narratives.map((n) => n.domain);
  for (const competency of card.competencies)
    if (!domainOrder.includes(competency.domain)) domainOrder.push(competency.domain);
  const domains = domainOrder.flatMap((code) => {
    const narrative = card.narratives.find((n) => n.domain === code);
    const competencies = card.competencies
      .filter((c) => c.domain === code)
      .map((competency) => {
        const judged = card.judgements.filter((j) => j.competency === competency.code);
        const evidence = [...new Set(judged.flatMap((j) => j.evidence.map((e) => e.title)).filter(Boolean))];
        return {
          code: competency.code,
          name: competency.title,
          levels: competency.dimensions.map((key) => {
            const level = judged.find((j) => j.dimension === key)?.level;
            return {
              dimension: dimensionLabel.get(key) ?? key,
              level: level === undefined ? null : (levelLabel.get(level) ?? level),
            };
          }),
          evidence: evidence.slice(0, EVIDENCE_PRINTED),
        };
      });
    const strengths = narrative?.strengths ?? '';
    const nextSteps = narrative?.next_steps ?? '';
    if (competencies.length === 0 && !strengths.trim() && !nextSteps.trim()) return [];
    const name =
      narrative?.domain_title ?? card.competencies.find((c) => c.domain === code)?.domain_title ?? code;
    return [{ name, competencies, strengths, nextSteps }];
  });
  const answers = card.self_assessment.answers;
  const signedOff = card.status !== 'in_progress';
  return {
    title: details.title,
    school: { name: details.schoolName },
    child: { firstName: card.student.first_name, lastName: card.student.last_name },
    className: card.class.name,
    cycle: { name: card.cycle.name, startDate: card.cycle.start_date, endDate: card.cycle.end_date },
    attendance: { present: card.attendance.present, total: card.attendance.marked },
    levels: card.scheme.levels.map((l) => ({ label: l.label, description: l.description })),
    dimensions: card.scheme.dimensions.map((d) => d.label),
    domains,
    profile: {
      likes: card.profile.likes,
      myFamily: card.profile.my_family,
      languagesAtHome: card.profile.languages_at_home,
      aboutMe: card.profile.about_me,
    },
    // Prompts the child was never asked leave the section out altogether.
    selfAssessment: answers.some((a) => a.face !== null)
      ? answers.map((a) => ({ prompt: a.text, face: a.face }))
      : [],
    feedback: feedbackOfCard(card),
    observations: card.report_card_observations.map((o) => ({
      date: o.date,
      title: o.title,
      note: o.general_note,
    })),
    signOff: {
      by: signedOff ? (card.signed_off_by?.name ?? 'Class teacher') : null,
      at: signedOff ? card.signed_off_at : null,
      printedOn: details.printedOn,
    },
  };
}

const FACE_WORDS = { happy: 'Happy', okay: 'Okay', not_yet: 'Not yet' } as const;

/**
 * The feedback the progress card shows, as printed lines: each answer of the family and of the
 * child under its question, and per friends' question how many chose each face (never who).
 */
function feedbackOfCard(card: HpcCard): ReportCardContent['feedback'] {
  const { feedback } = card;
  if (!feedback) return [];
  const promptOf = (questions: readonly { key: string; prompt: string }[], key: string) =>
    questions.find((question) => question.key === key)?.prompt ?? key;
  const own = (part: HpcCardFeedback['parent'], who: string) =>
    (part?.answers ?? []).flatMap((answer) => {
      const words = answer.text ?? (answer.choice ? FACE_WORDS[answer.choice] : '');
      return words.trim()
        ? [{ from: `${who}: ${promptOf(part!.questions, answer.question)}`, text: words }]
        : [];
    });
  const peer = feedback.peer;
  const friends =
    peer && peer.friends > 0
      ? peer.faces.map((faces) => ({
          from: `Friends: ${promptOf(peer.questions, faces.question)}`,
          text: (['happy', 'okay', 'not_yet'] as const)
            .filter((face) => faces[face] > 0)
            .map((face) => `${FACE_WORDS[face]}: ${faces[face]} of ${peer.friends}`)
            .join(', '),
        }))
      : [];
  return [
    ...own(feedback.parent, 'From home'),
    ...own(feedback.self, `${card.student.first_name} says`),
    ...friends.filter((line) => line.text),
  ];
}

/** A card printed before its progress card was signed off is a draft. */
export const isDraft = (content: ReportCardContent) => content.signOff.by === null;
