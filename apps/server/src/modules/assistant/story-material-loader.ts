import { MAX_STORY_OBSERVATIONS, type ClassMediaItem, type Observation } from '@cue/contracts';
import type { Actor } from '../auth/session.service.js';
import type { ClassMediaService } from '../class-media/class-media.service.js';
import { blockingChildren } from '../class-media/media-consent.policy.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { StoryGatherRequest, StoryMaterialLoader } from './engine/story-material.js';

/**
 * Where Cue's stories get their material (issue 15): the class's observations and photos, read
 * through the observations and class media services as the teacher (their checks of school,
 * role, class and module switch apply), never with SQL of the assistant's own.
 */

export interface StoryMaterialServices {
  observations: Pick<ObservationsService, 'listObservations'>;
  classMedia: Pick<ClassMediaService, 'filterByDate'>;
}

/** Photos one story card carries at most (the story tool's `media_ids`). */
const MAX_STORY_PHOTOS = 30;
/** Pages of a list read at most: enough for a month of a class, bounded all the same. */
const MAX_PAGES = 20;

export function storyMaterialLoader(
  services: StoryMaterialServices,
  actor: Actor,
  classId: string,
): StoryMaterialLoader {
  return {
    async observations({ from, to, studentIds }: StoryGatherRequest) {
      const wanted = new Set(studentIds);
      // One child: the list filters by child; several or the class: the class's, filtered here.
      const filters = {
        start_date: from,
        end_date: to,
        ...(studentIds.length === 1 && { student_id: studentIds[0] }),
      };
      const found: Observation[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await services.observations.listObservations(actor, classId, filters, String(page));
        found.push(
          ...result.observation_entries.filter((o) => wanted.size === 0 || wanted.has(o.student_id)),
        );
        if (!result.has_more) break;
      }
      // Newest first from the list; a story reads oldest first, and keeps the latest when capped.
      return found
        .slice(0, MAX_STORY_OBSERVATIONS)
        .reverse()
        .map((o) => ({
          id: o._id,
          studentId: o.student_id,
          date: o.date,
          title: o.title,
          note: o.general_note,
        }));
    },

    async photos({ from, to, studentIds }: StoryGatherRequest) {
      const items: ClassMediaItem[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await services.classMedia.filterByDate(actor, classId, {
          from_date: from,
          to_date: to,
          cursor,
        });
        items.push(...result.items);
        if (!result.next_cursor) break;
        cursor = result.next_cursor;
      }
      return items
        .filter((item) => mayGoWithStory(item, studentIds))
        .slice(0, MAX_STORY_PHOTOS)
        .map((item) => item._id);
    },
  };
}

/**
 * A photo goes with a story when it shows one of its children (any, for the whole class), is not
 * staff-only, and every family who will read the story may see it (decision 040's one rule): a
 * story about one child may carry that child's photos; a group's may not carry a photo of a
 * child whose photo consent is withheld.
 */
function mayGoWithStory(item: ClassMediaItem, studentIds: readonly string[]): boolean {
  if (item.staff_only) return false;
  const tagged = item.tagged_students.map((child) => child._id);
  if (studentIds.length > 0 && !tagged.some((id) => studentIds.includes(id))) return false;
  const tags = item.tagged_students.map((child) => ({
    childId: child._id,
    firstName: child.first_name,
    lastName: child.last_name,
    photoConsent: child.photo_consent,
  }));
  const ownChild = new Set(studentIds.length === 1 ? studentIds : []);
  return blockingChildren(tags, ownChild).length === 0;
}
