import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { HpcRepository } from './hpc.repository.js';

/** A card, as an event names it. */
export interface CardRef {
  id: string;
  schoolId: string;
  classId: string;
  childId: string;
}

/**
 * Realtime fan-out of progress cards (entity `hpc`), after commit, ids only: the class's staff
 * hear of every change (the student list, the card, the summaries and the gradebook refetch); the
 * child's own parents hear when a card is published or taken back (reopened), so it appears on or
 * leaves their screens. Families never hear of a card being written.
 */
export class HpcEvents {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly repository: Pick<HpcRepository, 'parentsOf'>,
  ) {}

  async cardChanged(card: CardRef, options: { family: boolean }): Promise<void> {
    this.hub.recordsChanged({
      entity: 'hpc',
      ids: [card.id],
      schoolId: card.schoolId,
      classIds: [card.classId],
      audience: 'staff',
    });
    if (!options.family) return;
    const parentIds = await this.repository.parentsOf(card.childId);
    this.hub.usersChanged(parentIds, { entity: 'hpc', ids: [card.id], classIds: [card.classId] });
  }
}
