import type { HpcEvidence } from '@cue/contracts';
import { CYCLE_PARAM } from '../../features/assessment/hooks/use-cycle-selection';
import { storyPaths } from './story-paths';

/** Where the progress card screens live, and what their links open. */
export const hpcPaths = {
  studentList: '/assessment/hpc/student-list',
  /** The list of a term's children. */
  list: (cycleId: string) =>
    `/assessment/hpc/student-list?${new URLSearchParams({ [CYCLE_PARAM]: cycleId }).toString()}`,
  /** A child's card: the spec's `id` query parameter names the child. */
  card: (cycleId: string, studentId: string) =>
    `/assessment/hpc/student-list?${new URLSearchParams({ [CYCLE_PARAM]: cycleId, id: studentId }).toString()}`,
};

/** Where a card's evidence opens: the story reader, the class's observations by child, its photos. */
export function evidenceHref(evidence: HpcEvidence): string | null {
  switch (evidence.kind) {
    case 'story':
      return `${storyPaths.list}/${evidence._id}`;
    case 'observation':
      return '/assessment/observation?type=general&view=studentView';
    case 'photo':
      return '/communication/media';
  }
}
