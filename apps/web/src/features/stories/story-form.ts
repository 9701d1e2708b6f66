import { emptyStoryDoc, type MediaFile, type Story, type StoryDoc, type StoryInput } from '@cue/contracts';
import dayjs from 'dayjs';

/** An observation the story links to, as the editor names it. */
export interface LinkedObservation {
  _id: string;
  title: string;
  date: string;
  student_name: string;
}

/** What the editor holds: the story's input plus what it shows of its media and observations. */
export interface StoryForm {
  title: string;
  story_date: string;
  whole_class: boolean;
  student_ids: string[];
  story: StoryDoc;
  learning: StoryDoc;
  next_steps: StoryDoc;
  tag_ids: string[];
  media: MediaFile[];
  observations: LinkedObservation[];
}

export type StoryPartName = 'story' | 'learning' | 'next_steps';
export const storyPartNames: StoryPartName[] = ['story', 'learning', 'next_steps'];

/** A new story, about the children it was started for (e.g. from the insights' "Write a story"). */
export function emptyStoryForm(studentIds: string[] = []): StoryForm {
  return {
    title: '',
    story_date: dayjs().format('YYYY-MM-DD'),
    whole_class: false,
    student_ids: studentIds,
    story: emptyStoryDoc(),
    learning: emptyStoryDoc(),
    next_steps: emptyStoryDoc(),
    tag_ids: [],
    media: [],
    observations: [],
  };
}

export function storyFormOf(story: Story): StoryForm {
  return {
    title: story.title,
    story_date: story.story_date,
    whole_class: story.whole_class,
    student_ids: story.whole_class ? [] : story.students.map((child) => child._id),
    story: story.story as StoryDoc,
    learning: story.learning as StoryDoc,
    next_steps: story.next_steps as StoryDoc,
    tag_ids: story.tags.map((tag) => tag._id),
    media: story.media,
    observations: story.observations,
  };
}

export function storyInputOf(form: StoryForm): StoryInput {
  return {
    title: form.title.trim(),
    story_date: form.story_date,
    whole_class: form.whole_class,
    student_ids: form.whole_class ? [] : form.student_ids,
    story: form.story,
    learning: form.learning,
    next_steps: form.next_steps,
    tag_ids: form.tag_ids,
    media_ids: form.media.map((file) => file._id),
    observation_ids: form.observations.map((observation) => observation._id),
  };
}

/**
 * What the server needs before it keeps a draft: a title and whom it is about. Until then the
 * editor keeps the words in this tab and says what is missing.
 */
export function storyFormMissing(form: StoryForm): 'title' | 'children' | null {
  if (form.title.trim() === '') return 'title';
  if (!form.whole_class && form.student_ids.length === 0) return 'children';
  return null;
}
