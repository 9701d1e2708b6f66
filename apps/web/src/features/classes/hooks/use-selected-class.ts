import type { SchoolClass } from '@cue/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { useStaffClasses } from '../api/get-staff-classes';

/** localStorage key of the class the teacher works in (kept across visits). */
export const SELECTED_CLASS_STORAGE_KEY = 'selected_class_id';

const listeners = new Set<() => void>();

function readSelectedClassId(): string | null {
  return window.localStorage.getItem(SELECTED_CLASS_STORAGE_KEY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers the chosen class and tells every component that reads it. */
export function storeSelectedClassId(classId: string): void {
  window.localStorage.setItem(SELECTED_CLASS_STORAGE_KEY, classId);
  for (const listener of listeners) listener();
}

/** The stored class when it is still one of the teacher's classes, else the first class. */
export function pickSelectedClass(classes: SchoolClass[], storedId: string | null): SchoolClass | null {
  return classes.find((schoolClass) => schoolClass._id === storedId) ?? classes[0] ?? null;
}

/**
 * The class the staff member is working in, for every module that acts on "the class" (attendance,
 * observations, Cue commands). Chosen in the top bar's class switcher, remembered in localStorage.
 */
export function useSelectedClass() {
  const classes = useStaffClasses();
  const storedId = useSyncExternalStore(subscribe, readSelectedClassId);
  const selectedClass = classes.data ? pickSelectedClass(classes.data, storedId) : null;
  const selectClass = useCallback((classId: string) => storeSelectedClassId(classId), []);
  return { selectedClass, classes, selectClass };
}
