import type { AssessmentCycle } from '@cue/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useClassAssessmentCycles } from '../api/assessment-cycles';
import { defaultCycle } from '../cycle-dates';

/** The query parameter that keeps the chosen cycle in the address (a link or reload keeps it). */
export const CYCLE_PARAM = 'cycle';

/**
 * The class's cycles and the one the assessment screens show: the address's `cycle` when it is
 * one of the class's, else the default (current, else latest past, else first upcoming).
 */
export function useCycleSelection(classId: string | null | undefined) {
  const cycles = useClassAssessmentCycles(classId);
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CYCLE_PARAM);
  const list = cycles.data ?? [];
  const cycle: AssessmentCycle | null =
    list.find((candidate) => candidate._id === wanted) ?? defaultCycle(list);
  const selectCycle = useCallback(
    (cycleId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(CYCLE_PARAM, cycleId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { cycles, cycle, selectCycle };
}
