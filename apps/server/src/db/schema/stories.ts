import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StoryDoc } from '@cue/contracts';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { observations } from './observations.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * Learning stories (issue 15, decision 048). A story's photos are media_attachments rows of
 * owner kind 'story' (media.ts), like every other record's files: one consent check at share
 * time and at read time, and a family photo used by a home story counts as used.
 */

/**
 * A learning story: three rich-text parts kept as Tiptap JSON, with their plain text (title and
 * parts) and word count derived on save for search, excerpts and reading time.
 */
export const stories = pgTable(
  'stories',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    /** 'teacher' or 'home' (a family's own story about their child, published at once). */
    kind: text('kind', { enum: ['teacher', 'home'] }).notNull(),
    /** 'draft', 'in_review' or 'published'. */
    status: text('status', { enum: ['draft', 'in_review', 'published'] }).notNull(),
    title: text('title').notNull(),
    storyDate: date('story_date', { mode: 'string' }).notNull(),
    /** About every child on the roster: the children are stored when it is published. */
    wholeClass: boolean('whole_class').notNull().default(false),
    story: jsonb('story').$type<StoryDoc>().notNull(),
    learning: jsonb('learning').$type<StoryDoc>().notNull(),
    nextSteps: jsonb('next_steps').$type<StoryDoc>().notNull(),
    /** The title and the three parts as plain text (storyDocText), for search and excerpts. */
    plainText: text('plain_text').notNull(),
    wordCount: integer('word_count').notNull(),
    authorUserId: idReference('author_user_id')
      .notNull()
      .references(() => users.id),
    /** 'staff' or 'parent': the side the author wrote as. */
    authorKind: text('author_kind', { enum: ['staff', 'parent'] }).notNull(),
    /** Autosave's optimistic lock: each save increments it; a stale one is refused. */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Why a reviewer sent it back to draft (the author sees it). */
    reviewNote: text('review_note'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.classId, t.status, t.storyDate),
    index().on(t.schoolId, t.status, t.storyDate),
    index().on(t.authorUserId, t.status),
  ],
);

const storyIdColumn = () =>
  idReference('story_id')
    .notNull()
    .references(() => stories.id, { onDelete: 'cascade' });

/** The children a story is about (for whole_class: the roster when it was published). */
export const storyChildren = pgTable(
  'story_children',
  {
    storyId: storyIdColumn(),
    childId: childIdColumn(),
    schoolId: schoolIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.childId] }), index().on(t.childId)],
);

/** A school's tag set (e.g. NCF domains): an ordered list of tags. */
export const storyTagSets = pgTable(
  'story_tag_sets',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A set taken away while stories still use its tags: kept for them, gone from the lists. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId)],
);

/** A learning tag of a set, in order; archived when left out of the set but used by a story. */
export const storyTags = pgTable(
  'story_tags',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    setId: idReference('set_id')
      .notNull()
      .references(() => storyTagSets.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.setId, t.position), index().on(t.schoolId)],
);

/** A story's learning tags (the library's tag filter, the insights' tag counts). */
export const storyTagLinks = pgTable(
  'story_tag_links',
  {
    storyId: storyIdColumn(),
    tagId: idReference('tag_id')
      .notNull()
      .references(() => storyTags.id),
    schoolId: schoolIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.tagId] }), index().on(t.tagId)],
);

/**
 * An observation's learning tags (decision 048: the school's tag sets serve stories and
 * observations). Here, not in observations.ts, because the tags are this file's; a tag an
 * observation carries is archived, never deleted, when its set is edited.
 */
export const observationTagLinks = pgTable(
  'observation_tag_links',
  {
    observationId: idReference('observation_id')
      .notNull()
      .references(() => observations.id, { onDelete: 'cascade' }),
    tagId: idReference('tag_id')
      .notNull()
      .references(() => storyTags.id),
    schoolId: schoolIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.observationId, t.tagId] }), index().on(t.tagId)],
);

/** The observations a story draws on, in order (deleting an observation drops the link). */
export const storyObservations = pgTable(
  'story_observations',
  {
    storyId: storyIdColumn(),
    observationId: idReference('observation_id')
      .notNull()
      .references(() => observations.id, { onDelete: 'cascade' }),
    schoolId: schoolIdColumn(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.observationId] }), index().on(t.observationId)],
);

/**
 * A comment on a published story. `familyChildId` keeps it inside one family: a parent's comment
 * (about their child in the story), and a staff reply to it; null is seen by every reader.
 */
export const storyComments = pgTable(
  'story_comments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    storyId: storyIdColumn(),
    authorUserId: idReference('author_user_id')
      .notNull()
      .references(() => users.id),
    authorKind: text('author_kind', { enum: ['staff', 'parent'] }).notNull(),
    body: text('body').notNull(),
    replyTo: idReference('reply_to').references((): AnyPgColumn => storyComments.id, {
      onDelete: 'cascade',
    }),
    familyChildId: idReference('family_child_id'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.storyId, t.createdAt)],
);
