import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { ReflectionsRepository } from './reflections.repository.js';

/** A reflection, as an event names it. */
export interface ReflectionRef {
  id: string;
  schoolId: string;
  classId: string;
  authorUserId: string;
}

/**
 * Realtime fan-out of reflections, after commit, ids only, to the only people who may read them:
 * the author and the school's coordinators, in their own user rooms. Not the class's room: its
 * other teachers may not read the reflection and need not learn that one was written.
 */
export class ReflectionsEvents {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly repository: Pick<ReflectionsRepository, 'coordinatorIdsOf'>,
  ) {}

  async reflectionChanged(reflection: ReflectionRef): Promise<void> {
    const coordinators = await this.repository.coordinatorIdsOf(reflection.schoolId);
    this.hub.usersChanged([reflection.authorUserId, ...coordinators], {
      entity: 'reflection',
      ids: [reflection.id],
      classIds: [reflection.classId],
    });
  }
}
