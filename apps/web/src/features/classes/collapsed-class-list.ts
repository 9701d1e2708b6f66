import { COLLAPSED_CLASS_NAMES, displayClassName, type SchoolClass } from '@cue/contracts';

export interface CollapsedClassList {
  /** The first two classes, each with its name cut at 25 characters with an ellipsis. */
  shown: { schoolClass: SchoolClass; name: string }[];
  /** How many classes are left out: shown as '+ N more'. */
  more: number;
}

/** Spec section 9: a collapsed class list shows 2 names then '+ N more' (names cut at 25). */
export function collapseClassList(classes: readonly SchoolClass[]): CollapsedClassList {
  return {
    shown: classes
      .slice(0, COLLAPSED_CLASS_NAMES)
      .map((schoolClass) => ({ schoolClass, name: displayClassName(schoolClass.class_name) })),
    more: Math.max(0, classes.length - COLLAPSED_CLASS_NAMES),
  };
}
