import type { UnitInput } from '@cue/contracts';

/**
 * A unit of the global library as shipped: product data written for Cue (not copied from any
 * published scheme), upserted at every start by `ensureGlobalUnits` under its stable key. Changing
 * a unit here updates it (and bumps its version) on the next start; a key is never reused.
 */
export interface GlobalUnit {
  /** Stable and unique: 'ncf-<theme>-<band>'. Never rename one that shipped. */
  global_key: string;
  unit: UnitInput;
}
