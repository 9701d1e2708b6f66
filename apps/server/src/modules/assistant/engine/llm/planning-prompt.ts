import { curriculumFrameworks, isoToStoredDate } from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import { lessonFigures, type GatheredLesson } from '../offline/lesson-analysis-agent.js';
import { competencyLines, maxActivityMinutes, type GatheredUnit } from '../offline/unit-agent.js';
import { pseudonymiseInstruction, studentToken } from './privacy.js';

/**
 * The unit and lesson analysis agents' material (issue 16; decision 013 applies): for a unit,
 * the class's framework with its competency codes and the library units that fit; for an
 * analysis, the days' planned activities, their status and evaluation (children named in an
 * evaluation become tokens), the competencies taught and observed, and the children nobody
 * observed, as tokens.
 */

export function unitMaterialBlock(unit: GatheredUnit): string[] {
  const { draft, candidates } = unit;
  return [
    `The unit's fields: class_id ${draft.class_id}; framework ${unit.framework}; age_band ${unit.ageBand}; duration_days ${draft.duration_days}; theme "${draft.theme}"; every activity at most ${maxActivityMinutes[unit.ageBand]} minutes.`,
    `Competencies of the ${curriculumFrameworks[unit.framework].short_name} (code: title):`,
    ...competencyLines(unit.framework).map((line) => `- ${line}`),
    `Competencies the theme suggests: ${unit.themeCompetencies.join(', ') || 'none; choose fitting ones from the list'}.`,
    candidates.length > 0
      ? 'Library units that fit (JSON):'
      : 'No library unit fits this theme: write the unit from the framework.',
    ...candidates.map((candidate) =>
      JSON.stringify({
        title: candidate.title,
        theme: candidate.theme,
        age_band: candidate.age_band,
        competencies: candidate.competencies,
        activities: candidate.activities.map(
          ({ type, title, minutes, description, materials, competencies }) => ({
            type,
            title,
            minutes,
            description,
            materials,
            competencies,
          }),
        ),
      }),
    ),
  ];
}

export function lessonMaterialBlock(lesson: GatheredLesson, context: ClassroomContext): string[] {
  const figures = lessonFigures(lesson, context);
  const seen = new Set(lesson.observations.map((o) => o.studentId));
  const { period } = lesson;
  return [
    `The days: ${period.label}, ${isoToStoredDate(period.from)} to ${isoToStoredDate(period.to)}.`,
    'Planned activities (day | activity | status | competencies | teacher’s evaluation):',
    ...lesson.items.map(
      (item) =>
        `- ${isoToStoredDate(item.date)} | ${item.activity.title} | ${item.status}${item.moved_to ? ` to ${isoToStoredDate(item.moved_to)}` : ''} | ${item.activity.competencies.join(', ') || 'none'} | ${pseudonymiseInstruction(item.evaluation, context).text || 'none'}`,
    ),
    `Competencies taught (done) and the observations that show each: ${
      figures.taught.map((c) => `${c.code} ${c.title}: ${c.observed}`).join('; ') || 'none'
    }.`,
    `Observations recorded: ${lesson.observations.length}.`,
    `Children with no observation these days: ${
      context.students
        .filter((child) => !seen.has(child.id))
        .map((child) => studentToken(child.id))
        .join(', ') || 'none'
    }.`,
  ];
}
