import type { GlobalUnit } from './global-unit.js';
import { unitsForAges2To3 } from './ages-2-3.js';
import { unitsForAges3To4 } from './ages-3-4.js';
import { unitsForAges4To5 } from './ages-4-5.js';
import { unitsForAges5To6 } from './ages-5-6.js';

export type { GlobalUnit } from './global-unit.js';

/** Every unit of the global library, youngest first. */
export const globalUnits: readonly GlobalUnit[] = [
  ...unitsForAges2To3,
  ...unitsForAges3To4,
  ...unitsForAges4To5,
  ...unitsForAges5To6,
];
