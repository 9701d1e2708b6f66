import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { storeSelectedClassId, useSelectedClass } from './use-selected-class';

/** The query parameter a link uses to open a screen on one class (e.g. the home's "Mark now"). */
export const CLASS_ID_PARAM = 'class_id';

/**
 * useSelectedClass, but a `class_id` in the address (one of the teacher's classes) wins: the
 * screen opens on that class at once, it becomes the selected class, and the parameter is then
 * dropped from the address so the top bar's switcher works as before.
 */
export function useClassFromAddress() {
  const selection = useSelectedClass();
  const [params, setParams] = useSearchParams();
  const wantedId = params.get(CLASS_ID_PARAM);
  const fromAddress = wantedId ? selection.classes.data?.find((c) => c._id === wantedId) : undefined;
  const classesLoaded = selection.classes.data !== undefined;

  useEffect(() => {
    if (!wantedId || !classesLoaded) return;
    if (fromAddress) storeSelectedClassId(fromAddress._id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CLASS_ID_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wantedId, fromAddress, classesLoaded, setParams]);

  return { ...selection, selectedClass: fromAddress ?? selection.selectedClass };
}
