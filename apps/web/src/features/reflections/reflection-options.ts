import type { ReactNode } from 'react';

/*
 * What the reflections screen is handed by its route (app/routes/reflections-route.tsx), which
 * reads it through the features that own it: features do not import each other.
 */

/** A project of the class the form offers (features/projects reads them). */
export interface ReflectionProjectOption {
  _id: string;
  title: string;
  start_date: string;
  end_date: string;
}

/** A child of the class the form offers for follow-up (the class roster). */
export interface ReflectionChildOption {
  _id: string;
  name: string;
}

/** What the competency picker slot is given (the curriculum feature's picker fills it). */
export interface CompetencySlotProps {
  value: string[];
  onChange: (codes: string[]) => void;
  /** The reflection's words so far, for suggestions. */
  note: string;
  /** Codes the reflection keeps, with their titles (shown even if the framework dropped them). */
  kept: { code: string; title: string }[];
  disabled: boolean;
}

export type RenderCompetencies = (props: CompetencySlotProps) => ReactNode;
