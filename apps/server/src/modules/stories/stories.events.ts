import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { StoriesRepository } from './stories.repository.js';

/** A story, as an event names it: its families hear of it only while it is published. */
export interface StoryRef {
  id: string;
  schoolId: string;
  classId: string;
  /** The children's families to tell (empty for a draft: families never hear of drafts). */
  familyChildIds: string[];
}

/**
 * Realtime fan-out of learning stories, called after the transaction committed, ids only: the
 * class's staff hear of every story change; each included child's own parents (their user
 * rooms) hear of published stories (and of one being unpublished, so it leaves their screens);
 * tag sets go to the school's staff.
 */
export class StoriesEvents {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly repository: Pick<StoriesRepository, 'parentsOf'>,
  ) {}

  async storyChanged(story: StoryRef): Promise<void> {
    this.hub.recordsChanged({
      entity: 'story',
      ids: [story.id],
      schoolId: story.schoolId,
      classIds: [story.classId],
      audience: 'staff',
    });
    const parents = await this.repository.parentsOf(story.familyChildIds);
    const parentIds = [...new Set([...parents.values()].flat())];
    this.hub.usersChanged(parentIds, { entity: 'story', ids: [story.id], classIds: [story.classId] });
  }

  /** A tag set changed: the school's staff refresh their pickers. */
  tagsChanged(schoolId: string, setIds: string[]): void {
    this.hub.recordsChanged({ entity: 'story_tag', ids: setIds, schoolId, classIds: [], audience: 'staff' });
  }
}
