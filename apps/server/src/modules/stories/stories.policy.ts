import type { StoryStatus } from '@cue/contracts';
import type { StaffAccess } from '../schools/schools.policy.js';

/*
 * Who may do what with learning stories (decision 048), after SchoolsService.classForStaff
 * admitted the staff member to the story's class. Reviewers are the school's admins.
 */

/** What the rules read of a story. */
export interface StoryStanding {
  status: StoryStatus;
  kind: 'teacher' | 'home';
  authorUserId: string;
}

const isAuthor = (access: StaffAccess, story: StoryStanding) => story.authorUserId === access.userId;

/** Writing stories, and the library and insights: the role's stories switch, or an admin. */
export function mayWriteStories(access: StaffAccess): boolean {
  return access.isAdmin || access.rolePermissions.daily_communication.stories;
}

/** Editing the school's tag sets (academic setup). */
export function mayManageStoryTags(access: StaffAccess): boolean {
  return access.rolePermissions.academic_setup.story_tags;
}

/**
 * Seeing a story: a draft is its author's own; one waiting for review is also the reviewers';
 * a published one is read by every staff member of the class.
 */
export function staffMaySeeStory(access: StaffAccess, story: StoryStanding): boolean {
  if (story.status === 'published') return true;
  if (isAuthor(access, story)) return true;
  return story.status === 'in_review' && access.isAdmin;
}

/** Editing: the author of a teacher's story, or a reviewer once it left the author's drafts. */
export function mayEditStory(access: StaffAccess, story: StoryStanding): boolean {
  if (story.kind !== 'teacher' || !mayWriteStories(access)) return false;
  return isAuthor(access, story) || (access.isAdmin && story.status !== 'draft');
}

/** Deleting: its author or an admin (audited). */
export function mayDeleteStory(access: StaffAccess, story: StoryStanding): boolean {
  return access.isAdmin || (isAuthor(access, story) && mayWriteStories(access));
}

/**
 * The status changes: the author submits, publishes their own, withdraws from review and
 * unpublishes; a reviewer publishes what waits for review, sends it back, or unpublishes.
 * 'illegal' when the story's state has no such step, 'forbidden' when the caller may not take it.
 */
export function statusChange(
  access: StaffAccess,
  story: StoryStanding,
  to: StoryStatus,
): 'allowed' | 'forbidden' | 'illegal' {
  if (story.kind !== 'teacher') return 'illegal';
  const author = isAuthor(access, story) && mayWriteStories(access);
  const reviewer = access.isAdmin;
  switch (`${story.status}>${to}`) {
    case 'draft>in_review':
    case 'draft>published':
      return author ? 'allowed' : 'forbidden';
    case 'in_review>draft':
    case 'published>draft':
      return author || reviewer ? 'allowed' : 'forbidden';
    case 'in_review>published':
      return reviewer ? 'allowed' : 'forbidden';
    default:
      return 'illegal';
  }
}

/** The reader's "publish" button: the author of a draft, or a reviewer of one waiting. */
export function mayPublishStory(access: StaffAccess, story: StoryStanding): boolean {
  return story.status !== 'published' && statusChange(access, story, 'published') === 'allowed';
}
