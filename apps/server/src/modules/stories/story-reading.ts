import type { Story, StorySummary } from '@cue/contracts';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { blockingChildren, staffViewer, type MediaViewer } from '../class-media/media-consent.policy.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { mayDeleteStory, mayEditStory, mayPublishStory, staffMaySeeStory } from './stories.policy.js';
import { presentStory, presentStoryComment, presentStorySummary } from './stories.presenter.js';
import type { StoriesRepository, StoryCommentRow, StoryRow } from './stories.repository.js';

/** Who reads: staff of the class, or a parent and their own children. */
export type StoryReader =
  { kind: 'staff'; access: StaffAccess } | { kind: 'parent'; userId: string; childIds: ReadonlySet<string> };

export const storyNotFound = () => notFound('Story not found');

/** Whether a reader may see a comment: family-private ones are their family's and the staff's. */
export const maySeeComment = (reader: StoryReader, comment: { familyChildId: string | null }) =>
  reader.kind === 'staff' || comment.familyChildId === null || reader.childIds.has(comment.familyChildId);

export interface StoryReadingDeps {
  repository: StoriesRepository;
  schools: SchoolsService;
  /** The class media consent rule (decision 040), applied to the story's photos on every read. */
  attachments: MediaAttachments;
}

/**
 * Finding a story for the person asking, and showing it as they may see it: the one place both
 * the stories and the comments services read through, so the visibility rules are written once.
 */
export class StoryReading {
  constructor(private readonly deps: StoryReadingDeps) {}

  /**
   * A story a staff member may see: 404 across schools and for another author's draft, 403 for a
   * class of their school they do not teach, 403 while the story module is off.
   */
  async forStaff(
    actor: Actor,
    id: string,
  ): Promise<{ story: StoryRow; access: StaffAccess; roster: string[] }> {
    const staff = await this.deps.schools.staffAccess(actor);
    const story = await this.deps.repository.findStory(id);
    if (!story || story.schoolId !== staff.schoolId) throw storyNotFound();
    const { access, roster } = await this.deps.schools.classForStaff(actor, story.classId);
    await this.deps.schools.requireModule(story.schoolId, 'story');
    if (!staffMaySeeStory(access, story)) throw storyNotFound();
    return { story, access, roster: roster.map((child) => child.id) };
  }

  /** A published story about one of the parent's own children, else 404. */
  async forParent(
    actor: Actor,
    id: string,
  ): Promise<{ story: StoryRow; reader: StoryReader & { kind: 'parent' } }> {
    const reader = await this.parentReader(actor);
    const story = await this.deps.repository.findStory(id);
    if (!story || story.status !== 'published') throw storyNotFound();
    const children = (await this.deps.repository.childrenOf([id])).get(id) ?? [];
    if (!children.some((child) => reader.childIds.has(child.childId))) throw storyNotFound();
    await this.deps.schools.requireModule(story.schoolId, 'story');
    return { story, reader };
  }

  /** Either side, for the routes both staff and families call. */
  async forReader(actor: Actor, id: string): Promise<{ story: StoryRow; reader: StoryReader }> {
    if (actor.kind === 'parent') return this.forParent(actor, id);
    const { story, access } = await this.forStaff(actor, id);
    return { story, reader: { kind: 'staff', access } };
  }

  async parentReader(actor: Actor): Promise<StoryReader & { kind: 'parent' }> {
    const family = await this.deps.schools.childrenOfParent(actor);
    return { kind: 'parent', userId: actor.userId, childIds: new Set(family.map((child) => child._id)) };
  }

  /** Stories as a list shows them to this reader. */
  async summaries(rows: StoryRow[], reader: StoryReader): Promise<StorySummary[]> {
    const parts = await this.partsOf(rows, reader);
    return rows.map((row) => presentStorySummary(row, parts.get(row.id)!));
  }

  /** The whole story as this reader may see it. */
  async full(row: StoryRow, reader: StoryReader): Promise<Story> {
    const parts = (await this.partsOf([row], reader)).get(row.id)!;
    const observations =
      reader.kind === 'staff'
        ? ((await this.deps.repository.observationsOf([row.id])).get(row.id) ?? [])
        : [];
    const access = reader.kind === 'staff' ? reader.access : null;
    const userId = access?.userId ?? (reader.kind === 'parent' ? reader.userId : '');
    return presentStory(row, {
      ...parts,
      observations,
      comments: parts.comments.map((comment) =>
        presentStoryComment(comment, comment.authorUserId === userId || Boolean(access?.isAdmin)),
      ),
      canEdit: access ? mayEditStory(access, row) : false,
      canPublish: access ? mayPublishStory(access, row) : false,
      canDelete: access ? mayDeleteStory(access, row) : row.kind === 'home' && row.authorUserId === userId,
    });
  }

  /** The story again, fresh from the database, as this reader sees it. */
  async reread(id: string, reader: StoryReader): Promise<Story> {
    const row = await this.deps.repository.findStory(id);
    if (!row) throw storyNotFound();
    return this.full(row, reader);
  }

  private async partsOf(rows: StoryRow[], reader: StoryReader) {
    const ids = rows.map((row) => row.id);
    const viewer: MediaViewer =
      reader.kind === 'staff' ? staffViewer : { kind: 'family', childIds: reader.childIds };
    const { repository, attachments } = this.deps;
    const [children, tags, files, comments] = await Promise.all([
      repository.childrenOf(ids),
      repository.tagsOf(ids),
      attachments.filesOf('story', ids, viewer),
      repository.commentsOf(ids),
    ]);
    return new Map(
      rows.map((row) => {
        const about = children.get(row.id) ?? [];
        const visibleComments: StoryCommentRow[] = (comments.get(row.id) ?? []).filter((comment) =>
          maySeeComment(reader, comment),
        );
        // A story about several children is read by each of their families: a child in it with
        // photo consent withheld keeps its photos from the other families (decision 048), as if
        // tagged on each one; consent withdrawn after publishing hides them at once.
        const mediaHidden = viewer.kind === 'family' && blockingChildren(about, viewer.childIds).length > 0;
        return [
          row.id,
          {
            children:
              reader.kind === 'staff' ? about : about.filter((child) => reader.childIds.has(child.childId)),
            tags: tags.get(row.id) ?? [],
            media: mediaHidden ? [] : (files.get(row.id) ?? []),
            commentCount: visibleComments.length,
            comments: visibleComments,
          },
        ];
      }),
    );
  }
}
