import { StoryTagSetInputSchema, type StoryTagSet, type StoryTagSetInput } from '@cue/contracts';
import { badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { StoriesEvents } from './stories.events.js';
import { mayManageStoryTags } from './stories.policy.js';
import { parseInput } from './story-content.js';
import type { StoryTagRow, StoryTagSetRow, StoryTagsRepository } from './story-tags.repository.js';

export interface StoryTagsServiceDeps {
  repository: StoryTagsRepository;
  schools: SchoolsService;
  events: StoriesEvents;
  clock: Clock;
}

const setNotFound = () => notFound('Tag set not found');

function presentSet(set: StoryTagSetRow, tags: StoryTagRow[]): StoryTagSet {
  return {
    _id: set.id,
    name: set.name,
    description: set.description,
    tags: tags.map((tag) => ({ _id: tag.id, name: tag.name, archived: tag.archivedAt !== null })),
  };
}

/**
 * A school's learning-tag sets (decision 048): writers pick from the live tags; staff with
 * academic_setup.story_tags edit a set as a whole. A tag left out of a set is deleted when no
 * story or observation carries it, else archived (kept on those records, gone from the pickers).
 */
export class StoryTagsService {
  constructor(private readonly deps: StoryTagsServiceDeps) {}

  /** story_tags/: the tags a writer may pick, by set (archived tags left out). */
  async pickable(actor: Actor): Promise<{ sets: StoryTagSet[] }> {
    const access = await this.deps.schools.staffAccess(actor);
    await this.deps.schools.requireModule(access.schoolId, 'story');
    const sets = await this.deps.repository.listSets(access.schoolId);
    return {
      sets: sets.map(({ set, tags }) =>
        presentSet(
          set,
          tags.filter((tag) => tag.archivedAt === null),
        ),
      ),
    };
  }

  /** story_tag_sets/: the sets as academic setup edits them, archived tags marked. */
  async list(actor: Actor): Promise<{ sets: StoryTagSet[] }> {
    const access = await this.manager(actor);
    const sets = await this.deps.repository.listSets(access.schoolId);
    return { sets: sets.map(({ set, tags }) => presentSet(set, tags)) };
  }

  async create(actor: Actor, raw: StoryTagSetInput): Promise<StoryTagSet> {
    const access = await this.manager(actor);
    const input = parseInput(StoryTagSetInputSchema, raw);
    input.tags.forEach((tag, index) => {
      if (tag._id) throw badInput(`tags.${index}._id`, 'a new set has no tags yet');
    });
    return this.write(access, null, input);
  }

  async update(actor: Actor, id: string, raw: StoryTagSetInput): Promise<StoryTagSet> {
    const access = await this.manager(actor);
    const set = await this.deps.repository.findSet(id);
    if (!set || set.schoolId !== access.schoolId || set.archivedAt) throw setNotFound();
    return this.write(access, set, parseInput(StoryTagSetInputSchema, raw));
  }

  /** Takes a set away: deleted when no story or observation carries its tags, else archived with them. */
  async remove(actor: Actor, id: string): Promise<{ id: string }> {
    const access = await this.manager(actor);
    const { repository, clock } = this.deps;
    const set = await repository.findSet(id);
    if (!set || set.schoolId !== access.schoolId || set.archivedAt) throw setNotFound();
    const now = clock.now();
    await repository.transaction(async (tx) => {
      const tagIds = (await tx.tagsOf([id])).map((tag) => tag.id);
      const used = await tx.usedTagIds(tagIds);
      if (used.length > 0) {
        await tx.updateSet(id, { archivedAt: now });
        for (const tagId of tagIds) await tx.updateTag(tagId, { archivedAt: now });
      } else {
        await tx.deleteTags(tagIds);
        await tx.deleteSet(id);
      }
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'delete_story_tag_set',
        entity: 'story_tag_set',
        entityId: id,
        details: { name: set.name, archived: used.length > 0 },
      });
    });
    this.deps.events.tagsChanged(access.schoolId, [id]);
    return { id };
  }

  private async manager(actor: Actor): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    await this.deps.schools.requireModule(access.schoolId, 'story');
    if (!mayManageStoryTags(access)) throw forbidden();
    return access;
  }

  /** Writes the set and its whole list of tags in one transaction. */
  private async write(
    access: StaffAccess,
    existing: StoryTagSetRow | null,
    input: ReturnType<typeof StoryTagSetInputSchema.parse>,
  ): Promise<StoryTagSet> {
    const { repository, clock } = this.deps;
    const seen = new Set<string>();
    input.tags.forEach((tag, index) => {
      const key = tag.name.toLocaleLowerCase();
      if (seen.has(key)) throw badInput(`tags.${index}.name`, 'is in the set twice');
      seen.add(key);
    });
    const now = clock.now();
    const id = existing?.id ?? newObjectId(now);
    const current = existing ? await repository.tagsOf([id]) : [];
    const currentIds = new Set(current.map((tag) => tag.id));
    input.tags.forEach((tag, index) => {
      if (tag._id && !currentIds.has(tag._id))
        throw badInput(`tags.${index}._id`, 'is not a tag of this set');
    });
    const kept = new Set(input.tags.flatMap((tag) => (tag._id ? [tag._id] : [])));
    const leftOut = current.filter((tag) => !kept.has(tag.id)).map((tag) => tag.id);
    await repository.transaction(async (tx) => {
      if (existing) {
        await tx.updateSet(id, { name: input.name, description: input.description });
      } else {
        await tx.insertSet({
          id,
          schoolId: access.schoolId,
          name: input.name,
          description: input.description,
          createdAt: now,
        });
      }
      const used = new Set(await tx.usedTagIds(leftOut));
      await tx.deleteTags(leftOut.filter((tagId) => !used.has(tagId)));
      for (const tagId of used) await tx.updateTag(tagId, { archivedAt: now, position: input.tags.length });
      for (const [position, tag] of input.tags.entries()) {
        // Naming an archived tag again brings it back into the set.
        if (tag._id) await tx.updateTag(tag._id, { name: tag.name, position, archivedAt: null });
      }
      await tx.insertTags(
        input.tags.flatMap((tag, position) =>
          tag._id
            ? []
            : [
                {
                  id: newObjectId(now),
                  schoolId: access.schoolId,
                  setId: id,
                  name: tag.name,
                  position,
                  createdAt: now,
                },
              ],
        ),
      );
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: existing ? 'update_story_tag_set' : 'create_story_tag_set',
        entity: 'story_tag_set',
        entityId: id,
        details: { name: input.name, tags: input.tags.length, left_out: leftOut.length },
      });
    });
    this.deps.events.tagsChanged(access.schoolId, [id]);
    const set = await repository.findSet(id);
    return presentSet(set!, await repository.tagsOf([id]));
  }
}
