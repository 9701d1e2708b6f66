import type { StoryComment, StoryCommentInput } from '@cue/contracts';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { StoriesEvents } from './stories.events.js';
import { mayWriteStories } from './stories.policy.js';
import { presentStoryComment } from './stories.presenter.js';
import type { StoriesRepository } from './stories.repository.js';
import { maySeeComment, type StoryReader, type StoryReading } from './story-reading.js';

export interface StoryCommentsServiceDeps {
  repository: StoriesRepository;
  reading: StoryReading;
  events: StoriesEvents;
  clock: Clock;
}

const commentNotFound = () => notFound('Comment not found');

/**
 * Comments on published stories (decision 048). A family's comment is kept inside that family:
 * the class's staff and the parents of the same child see it, never another family of a group
 * story. A staff comment is seen by every reader, or, answering a family's comment (`reply_to`),
 * by that family only.
 */
export class StoryCommentsService {
  constructor(private readonly deps: StoryCommentsServiceDeps) {}

  /** story/{id}/comments: a parent of a child in it, or staff of the class who write stories. */
  async comment(actor: Actor, storyId: string, input: StoryCommentInput): Promise<StoryComment> {
    const { repository, reading, clock } = this.deps;
    const { story, reader } = await reading.forReader(actor, storyId);
    if (reader.kind === 'staff' && !mayWriteStories(reader.access)) throw forbidden();
    if (story.status !== 'published') {
      throw new AppError('CONFLICT', 'Comments open once the story is published');
    }
    const answered = input.reply_to ? await repository.findComment(input.reply_to) : null;
    if (input.reply_to && (!answered || answered.storyId !== storyId || !maySeeComment(reader, answered))) {
      throw badInput('reply_to', 'is not a comment on this story');
    }
    const familyChildId = await this.familyOf(reader, storyId, answered?.familyChildId ?? null);
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      await tx.insertComment({
        id,
        schoolId: story.schoolId,
        storyId,
        authorUserId: actor.userId,
        authorKind: reader.kind,
        body: input.text,
        replyTo: input.reply_to ?? null,
        familyChildId,
        createdAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: story.schoolId,
        actorUserId: actor.userId,
        action: 'comment_story',
        entity: 'story',
        entityId: storyId,
        details: { comment_id: id, class_id: story.classId, reply_to: input.reply_to ?? null },
      });
    });
    await this.announce(story, familyChildId);
    const saved = (await repository.commentsOf([storyId])).get(storyId)?.find((row) => row.id === id);
    if (!saved) throw commentNotFound();
    return presentStoryComment(saved, true);
  }

  /** story_comment/{id} DELETE: its author, or an admin. */
  async deleteComment(actor: Actor, id: string): Promise<{ id: string }> {
    const { repository, reading, clock } = this.deps;
    const comment = await repository.findComment(id);
    if (!comment) throw commentNotFound();
    const { story, reader } = await reading.forReader(actor, comment.storyId).catch((error: unknown) => {
      // A comment on a story one cannot read does not exist for them.
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw commentNotFound();
      throw error;
    });
    if (!maySeeComment(reader, comment)) throw commentNotFound();
    const admin = reader.kind === 'staff' && reader.access.isAdmin;
    if (comment.authorUserId !== actor.userId && !admin) throw forbidden();
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.deleteComment(id);
      await tx.audit({
        at: now,
        schoolId: story.schoolId,
        actorUserId: actor.userId,
        action: 'delete_story_comment',
        entity: 'story',
        entityId: story.id,
        details: { comment_id: id, class_id: story.classId },
      });
    });
    await this.announce(story, comment.familyChildId);
    return { id };
  }

  /**
   * The family a new comment stays inside: a parent's own child in the story; a staff answer to a
   * family's comment, that family; otherwise none (every reader sees it).
   */
  private async familyOf(
    reader: StoryReader,
    storyId: string,
    answeredFamily: string | null,
  ): Promise<string | null> {
    if (reader.kind === 'staff') return answeredFamily;
    const children = (await this.deps.repository.childrenOf([storyId])).get(storyId) ?? [];
    return children.find((child) => reader.childIds.has(child.childId))?.childId ?? null;
  }

  /** Staff of the class, and the families who may see the comment. */
  private async announce(
    story: { id: string; schoolId: string; classId: string },
    familyChildId: string | null,
  ): Promise<void> {
    const familyChildIds = familyChildId
      ? [familyChildId]
      : ((await this.deps.repository.childrenOf([story.id])).get(story.id) ?? []).map((c) => c.childId);
    await this.deps.events.storyChanged({ ...story, familyChildIds });
  }
}
