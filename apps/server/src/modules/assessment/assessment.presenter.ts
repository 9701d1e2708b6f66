import type { AssessmentCycle, AssessmentScheme, AssessmentSchemeData } from '@cue/contracts';
import type { CycleRow, SchemeRow } from './assessment.repository.js';

/** A school scheme as the shared shape every reader of a scheme uses. */
export function schoolSchemeData(row: SchemeRow): AssessmentSchemeData {
  return { key: row.id, name: row.name, source: '', dimensions: row.dimensions, levels: row.levels };
}

export function presentScheme(
  scheme: AssessmentSchemeData,
  kind: AssessmentScheme['kind'],
  inUse: boolean,
): AssessmentScheme {
  return {
    key: scheme.key,
    kind,
    name: scheme.name,
    source: scheme.source,
    dimensions: scheme.dimensions.map((d) => ({ ...d, domains: [...d.domains] })),
    levels: scheme.levels.map((l) => ({ ...l })),
    in_use: inUse,
  };
}

/** Where a cycle stands against the school's today. */
export function cyclePhase(
  row: Pick<CycleRow, 'startDate' | 'endDate'>,
  today: string,
): AssessmentCycle['phase'] {
  if (today < row.startDate) return 'upcoming';
  if (today > row.endDate) return 'past';
  return 'current';
}

export function presentCycle(row: CycleRow, schemeName: string, today: string): AssessmentCycle {
  return {
    _id: row.id,
    class_id: row.classId,
    name: row.name,
    start_date: row.startDate,
    end_date: row.endDate,
    scheme: row.scheme,
    scheme_name: schemeName,
    phase: cyclePhase(row, today),
    updated_at: row.updatedAt.toISOString(),
  };
}
