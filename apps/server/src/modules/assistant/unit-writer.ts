import type { Unit, UnitInput } from '@cue/contracts';
import type { Actor } from '../auth/session.service.js';
import type { RequestKey } from '../request-receipts/request-key.js';

/**
 * What Cue needs of the units module (issue 16): to save a unit card into the organization's
 * library. Declared here, narrow, like StoryWriter; UnitsService is it.
 */
export interface UnitWriter {
  createUnit(actor: Actor, input: UnitInput, requestKey?: RequestKey): Promise<Unit>;
}
