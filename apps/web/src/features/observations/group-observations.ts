import type { Observation } from '@cue/contracts';

export const observationViews = ['studentView', 'dateView'] as const;
export type ObservationView = (typeof observationViews)[number];

export interface ObservationGroup {
  /** The child's id (studentView) or the ISO day (dateView). */
  key: string;
  /** The child's name, or the ISO day (formatted by the screen). */
  label: string;
  observations: Observation[];
}

/**
 * The loaded observations by child (names in alphabetical order) or by day (newest first); inside
 * a group they keep the server's order, newest first.
 */
export function groupObservations(observations: Observation[], view: ObservationView): ObservationGroup[] {
  const groups = new Map<string, ObservationGroup>();
  for (const observation of observations) {
    const key = view === 'studentView' ? observation.student_id : observation.date;
    const label = view === 'studentView' ? observation.student_name : observation.date;
    const group = groups.get(key) ?? { key, label, observations: [] };
    group.observations.push(observation);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return view === 'studentView'
    ? list.sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key))
    : list.sort((a, b) => b.key.localeCompare(a.key));
}
