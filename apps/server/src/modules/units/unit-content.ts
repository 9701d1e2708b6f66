import { createHash } from 'node:crypto';
import {
  UnitInputSchema,
  unknownCompetencies,
  unknownCompetenciesMessage,
  type ActivityBlock,
  type UnitFields,
} from '@cue/contracts';
import type { z } from 'zod';
import { badInput } from '../../lib/app-error.js';
import type { UnitChange } from './units.repository.js';

/** Parses with a contract schema; the first problem is a 400 naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badInput(issue?.path.join('.') || 'body', issue?.message ?? 'is invalid');
}

/** The unit's input, parsed (Cue calls the service without a route). */
export const parseUnitInput = (value: unknown): UnitFields => parseInput(UnitInputSchema, value);

/**
 * Every competency code the unit names must be in the unit's framework: the targets, each
 * activity's, each assessment's. The first field at fault is a 400 naming it.
 */
export function checkUnitCompetencies(fields: UnitFields): void {
  const check = (field: string, codes: readonly string[]) => {
    const unknown = unknownCompetencies(fields.framework, codes);
    if (unknown.length > 0) throw badInput(field, unknownCompetenciesMessage(unknown));
  };
  check('competencies', fields.competencies);
  fields.activities.forEach((activity, i) => check(`activities.${i}.competencies`, activity.competencies));
  fields.assessment.forEach((item, i) => check(`assessment.${i}.competency_code`, [item.competency_code]));
}

/** Title, theme, summary and activity titles, lower-cased: what search looks in. */
export const unitSearchText = (fields: Pick<UnitFields, 'title' | 'theme' | 'summary' | 'activities'>) =>
  [fields.title, fields.theme, fields.summary, ...fields.activities.map((a) => a.title)]
    .join('\n')
    .toLowerCase();

/** A stable 24-hex id from a seed (global units' blocks keep their ids across starts). */
export const stableObjectId = (seed: string) => createHash('sha256').update(seed).digest('hex').slice(0, 24);

/**
 * The blocks as stored: a block keeps its id when it is one of the unit's own blocks, and any
 * other (new, or an id the unit never had) gets a fresh one, so ids stay unique in the unit.
 */
export function withBlockIds(
  activities: UnitFields['activities'],
  existingIds: ReadonlySet<string>,
  newId: () => string,
): ActivityBlock[] {
  const used = new Set<string>();
  return activities.map((activity) => {
    const keep = activity.id && existingIds.has(activity.id) && !used.has(activity.id);
    const id = keep ? activity.id! : newId();
    used.add(id);
    return { ...activity, id };
  });
}

/** The row columns of a unit's fields (without ids, owner or version). */
export function unitColumns(fields: UnitFields, activities: ActivityBlock[]): UnitChange {
  return {
    title: fields.title,
    framework: fields.framework,
    ageBand: fields.age_band,
    durationDays: fields.duration_days,
    theme: fields.theme,
    summary: fields.summary,
    competencies: fields.competencies,
    learningOutcomes: fields.learning_outcomes,
    activities,
    differentiation: fields.differentiation,
    assessment: fields.assessment,
    homeLink: fields.home_link,
    resourceIds: fields.resource_ids,
    searchText: unitSearchText(fields),
  };
}
