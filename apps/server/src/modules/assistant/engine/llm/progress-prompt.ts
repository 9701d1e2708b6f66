import { isoToStoredDate } from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import { evidenceFigures, type GatheredEvidence } from '../offline/evidence-gaps-agent.js';
import { domainEvidence, progressArgs, type GatheredProgress } from '../offline/progress-comments-agent.js';
import { studentToken } from './privacy.js';
import { pseudonymiseNote } from './story-prompt.js';

/**
 * The progress comments and evidence agents' material (issue 17; decision 013 applies): for
 * comments, the child's observations of the current cycle by domain of the class's framework,
 * each note and title with every child as a token (the child's own name too), and the published
 * stories linked to them; for an evidence question, the figures with every child as a token. The
 * card's fixed fields are given as they are, the child's name as a token.
 */

export function progressMaterialBlock(progress: GatheredProgress, context: ClassroomContext): string[] {
  const fields = progressArgs(progress, context, []);
  const token = studentToken(progress.child.id);
  const line = (o: GatheredProgress['observations'][number]) =>
    `  - ${o.id} | ${isoToStoredDate(o.date)} | ${pseudonymiseNote(o.title, o.studentId, context)} | ${pseudonymiseNote(o.note, o.studentId, context)} | tagged ${o.competencies.join(', ') || 'none'}`;
  return [
    `The child: ${token}. The assessment cycle: ${fields.cycle.name}, ${isoToStoredDate(fields.cycle.from)} to ${isoToStoredDate(fields.cycle.to)}.`,
    'The child’s observations of the cycle by domain (observation id | day | title | note | competency tags):',
    ...domainEvidence(progress).flatMap((evidence) => [
      `- Domain ${evidence.domain.code} "${evidence.domain.title}": ${
        evidence.competencies.map((c) => `${c.code} ${c.title}`).join('; ') || 'no evidence this cycle'
      }`,
      ...evidence.observations.map(line),
      ...evidence.stories.map(
        (story) =>
          `  - published story ${story.id} | ${isoToStoredDate(story.date)} | ${pseudonymiseNote(story.title, progress.child.id, context)} | links ${story.observationIds.join(', ')}`,
      ),
    ]),
    `The card's fields: class_id ${fields.class_id}; cycle ${JSON.stringify(fields.cycle)}; student id ${fields.student.id} (name ${token}); framework ${fields.framework}.`,
  ];
}

export function evidenceMaterialBlock(evidence: GatheredEvidence, context: ClassroomContext): string[] {
  const figures = evidenceFigures(evidence, context);
  const { cycle, target } = evidence;
  return [
    `The assessment cycle: ${cycle.name}, ${isoToStoredDate(cycle.from)} to ${isoToStoredDate(cycle.to)}.`,
    `Asked about: ${target.kind} ${target.code} "${target.title}" (competencies ${target.competencies.join(', ')}).`,
    `Children with no observation tagged with it (${figures.without.length} of ${context.students.length}): ${
      figures.without.map((child) => studentToken(child.id)).join(', ') || 'none'
    }.`,
    `Children with some (observations): ${
      figures.withSome.map(({ child, count }) => `${studentToken(child.id)} (${count})`).join(', ') || 'none'
    }.`,
    `Observations of the cycle with no competency tag (not counted): ${figures.untagged}.`,
  ];
}
