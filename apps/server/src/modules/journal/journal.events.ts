import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { JournalRepository } from './journal.repository.js';

/** A post, as an event names it. */
export interface JournalPostRef {
  id: string;
  classId: string;
  childId: string;
}

/**
 * Realtime fan-out of the journal, called after the transaction committed: the class's staff get
 * the post ids; each child's own parents (their user rooms) get the ids of that child's posts
 * only, so no family hears of another child's journal.
 */
export class JournalEvents {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly repository: Pick<JournalRepository, 'parentsOf'>,
  ) {}

  async postsChanged(schoolId: string, posts: JournalPostRef[]): Promise<void> {
    if (posts.length === 0) return;
    this.hub.recordsChanged({
      entity: 'journal',
      ids: [...new Set(posts.map((post) => post.id))],
      schoolId,
      classIds: [...new Set(posts.map((post) => post.classId))],
      audience: 'staff',
    });
    const parents = await this.repository.parentsOf([...new Set(posts.map((post) => post.childId))]);
    for (const [childId, parentIds] of parents) {
      const own = posts.filter((post) => post.childId === childId);
      if (parentIds.length === 0) continue;
      this.hub.usersChanged(parentIds, {
        entity: 'journal',
        ids: [...new Set(own.map((post) => post.id))],
        classIds: [...new Set(own.map((post) => post.classId))],
      });
    }
  }

  /** Read receipts: only the class's staff show them. */
  staffOnly(schoolId: string, posts: JournalPostRef[]): void {
    if (posts.length === 0) return;
    this.hub.recordsChanged({
      entity: 'journal',
      ids: [...new Set(posts.map((post) => post.id))],
      schoolId,
      classIds: [...new Set(posts.map((post) => post.classId))],
      audience: 'staff',
    });
  }
}
