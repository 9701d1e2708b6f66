import { countWords, messages, storyDocText, type StoryInputSchema } from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput } from '../../lib/app-error.js';
import type { ClassMediaRepository } from '../class-media/class-media.repository.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { blockingChildren } from '../class-media/media-consent.policy.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { StoriesRepository } from './stories.repository.js';

/** A story's input after its schema's defaults. */
export type CheckedStoryInput = z.output<typeof StoryInputSchema>;

/**
 * Parses a value with a contract schema, a 400 naming the first field at fault: the routes have
 * parsed already, but Cue calls the service with what its engine made.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badInput(`${prefix}${issue?.path.join('.') ?? ''}` || 'body', issue?.message ?? 'is invalid');
}

/** What the story's three parts say as plain text, and how many words (reading time). */
export function storyText(parts: unknown[]): { plainText: string; wordCount: number } {
  const plainText = parts
    .map(storyDocText)
    .filter((text) => text !== '')
    .join('\n');
  return { plainText, wordCount: countWords(plainText) };
}

export interface StoryContentDeps {
  repository: StoriesRepository;
  library: ClassMediaRepository;
  attachments: MediaAttachments;
}

/**
 * Checks what a story links to, naming the field at fault (`story.` + the input's field): the
 * children are on the class's roster, the photos are in the class's library (none of a child
 * outside the story without photo consent), the observations are of those children in this
 * class (the tags: `checkLearningTags`, in the write's transaction).
 */
export async function checkStoryContent(
  deps: StoryContentDeps,
  context: { access: StaffAccess; classId: string; roster: string[] },
  input: CheckedStoryInput,
): Promise<{ childIds: string[]; mediaIds: string[]; tagIds: string[]; observationIds: string[] }> {
  const onRoster = new Set(context.roster);
  input.student_ids.forEach((id, index) => {
    if (!onRoster.has(id)) throw badInput(`story.student_ids.${index}`, 'is not a student of this class');
  });
  const childIds = input.whole_class ? context.roster : [...new Set(input.student_ids)];
  if (childIds.length === 0) throw badInput('story.whole_class', 'the class has no children');

  const mediaIds = [...new Set(input.media_ids)];
  if (mediaIds.length > 0) {
    const inLibrary = await deps.library.libraryFilesIn([context.classId], mediaIds);
    if (inLibrary.length !== mediaIds.length) {
      throw badInput('story.media_ids', "name photos and videos of this class's media library");
    }
    const staff = {
      userId: context.access.userId,
      schoolId: context.access.schoolId,
      visibleClassIds: [context.classId],
    };
    await deps.attachments.checkAttachable(staff, mediaIds, 'story.media_ids', new Set(childIds));
  }

  const observationIds = [...new Set(input.observation_ids)];
  const about = new Set(childIds);
  const found = new Map((await deps.repository.findObservations(observationIds)).map((o) => [o.id, o]));
  observationIds.forEach((id, index) => {
    const observation = found.get(id);
    if (!observation || observation.classId !== context.classId || !about.has(observation.childId)) {
      throw badInput(
        `story.observation_ids.${index}`,
        'is not an observation of these children in this class',
      );
    }
  });

  return { childIds, mediaIds, tagIds: [...new Set(input.tag_ids)], observationIds };
}

/**
 * The publish rule of decision 048: a story with photos read by more than one family may not
 * name a child whose photo consent is withheld. Each child's family reads it, so the class media
 * rule (blockingChildren) is asked once per child, as if every child in the story were tagged on
 * its photos; a story about one child may carry that child's photos.
 */
export async function checkPublishConsent(
  repository: StoriesRepository,
  childIds: string[],
  mediaCount: number,
  field: string,
): Promise<void> {
  if (mediaCount === 0 || childIds.length < 2) return;
  const children = await repository.consentOf(childIds);
  const blocked = new Map(
    children.flatMap((child) =>
      blockingChildren(children, new Set([child.childId])).map((b) => [b.childId, b] as const),
    ),
  );
  if (blocked.size === 0) return;
  const names = [...blocked.values()].map((child) => `${child.firstName} ${child.lastName}`).join(', ');
  throw new AppError(
    'VALIDATION_ERROR',
    `${messages.storyPhotoConsentWithheld} ${names}: ${messages.storyPhotoConsentAdvice}`,
    { field },
  );
}
