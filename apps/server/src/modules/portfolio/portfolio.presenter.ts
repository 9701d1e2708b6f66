import type { ClassMediaItem, Observation, PortfolioItem, StorySummary } from '@cue/contracts';
import { blockingChildren } from '../class-media/media-consent.policy.js';
import type { TimelinePosition } from './portfolio-timeline.js';

/** An item with its place in the timeline. */
export type TimelineItem = TimelinePosition & { item: PortfolioItem };

const placed = (item: PortfolioItem): TimelineItem => ({
  day: item.date,
  kind: item.kind,
  id: item._id,
  item,
});

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** The children tagged on a photo, as the consent rule reads them. */
export const photoTags = (photo: ClassMediaItem) =>
  photo.tagged_students.map((tag) => ({
    childId: tag._id,
    firstName: tag.first_name,
    lastName: tag.last_name,
    photoConsent: tag.photo_consent,
  }));

/**
 * Whether the child's family could see this photo once shared (decision 040's rule, with the
 * child as the family's own): not staff-only, and no other child on it without photo consent.
 */
export const familyCouldSee = (photo: ClassMediaItem, childId: string) =>
  !photo.staff_only && blockingChildren(photoTags(photo), new Set([childId])).length === 0;

export function observationItem(observation: Observation, className: string): TimelineItem {
  return placed({
    kind: 'observation',
    _id: observation._id,
    date: observation.date,
    title: observation.title,
    text: observation.general_note,
    class_name: className,
    author: observation.created_by.name || null,
    competencies: observation.competencies,
    media: observation.media,
    shared: false,
    shareable: true,
  });
}

export function storyItem(story: StorySummary): TimelineItem {
  return placed({
    kind: 'story',
    _id: story._id,
    date: story.story_date,
    title: story.title,
    text: story.excerpt,
    class_name: story.class_name,
    author: story.author.name || null,
    competencies: [],
    media: story.cover ? [story.cover] : [],
    shared: false,
    shareable: true,
  });
}

export function photoItem(photo: ClassMediaItem, className: string, childId: string): TimelineItem {
  return placed({
    kind: 'photo',
    _id: photo._id,
    date: photo.taken_on,
    title: photo.caption,
    text: '',
    class_name: className,
    author: fullName(photo.uploaded_by.first_name, photo.uploaded_by.last_name) || null,
    competencies: [],
    media: [photo.media],
    shared: false,
    shareable: familyCouldSee(photo, childId),
  });
}
