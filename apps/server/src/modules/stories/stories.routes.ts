import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassStoriesQuerySchema,
  CreateStoryInputSchema,
  DeleteStoryResponseSchema,
  ErrorResponseSchema,
  HomeStoryInputSchema,
  IdempotencyHeadersSchema,
  ObservationPageHeadersSchema,
  StoryClassParamsSchema,
  StoryCommentInputSchema,
  StoryCommentResponseSchema,
  StoryInsightsQuerySchema,
  StoryInsightsResponseSchema,
  StoryLibraryQuerySchema,
  StoryPageResponseSchema,
  StoryParamsSchema,
  StoryResponseSchema,
  StoryStatusInputSchema,
  StoryStudentParamsSchema,
  UpdateStoryInputSchema,
  IdParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { headerRequestKey } from '../request-receipts/request-key.js';
import type { StoriesService } from './stories.service.js';
import type { StoryCommentsService } from './story-comments.service.js';
import type { StoryInsightsService } from './story-insights.service.js';

const tags = ['Learning stories'];
/** A stale autosave, or a status step the story's state does not allow. */
const withConflict = { ...clientErrors, 409: ErrorResponseSchema };

/** Learning stories (issue 15, decision 048): staff write and publish, families read and comment. */
export const storiesRoutes: FastifyPluginAsyncZod<{
  stories: StoriesService;
  comments: StoryCommentsService;
  insights: StoryInsightsService;
  guard: AuthGuard;
}> = async (app, { stories, comments, insights, guard }) => {
  app.get(
    apiPaths.classStories,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "A page of the class's stories in one state (drafts: your own), newest first (PageNumber header)",
        params: StoryClassParamsSchema,
        querystring: ClassStoriesQuerySchema,
        headers: ObservationPageHeadersSchema,
        response: { 200: StoryPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await stories.classStories(
        actorOf(request),
        request.params.classId,
        request.query,
        request.headers.pagenumber,
      ),
    }),
  );

  app.post(
    apiPaths.classStories,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Write a learning story (a draft, for review, or published at once)',
        params: StoryClassParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: CreateStoryInputSchema,
        response: { 200: StoryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await stories.createStory(
        actorOf(request),
        request.params.classId,
        request.body,
        headerRequestKey(request.headers['idempotency-key']),
      ),
    }),
  );

  app.get(
    apiPaths.storyById,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A whole story: for its staff, or a family of a child in it once published',
        params: StoryParamsSchema,
        response: { 200: StoryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await stories.getStory(actorOf(request), request.params.id) }),
  );

  app.put(
    apiPaths.storyById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The editor's autosave: 409 when the story changed since the version sent",
        params: StoryParamsSchema,
        body: UpdateStoryInputSchema,
        response: { 200: StoryResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await stories.saveStory(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.storyById,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a story (its author or an admin; a family its own home story)',
        params: StoryParamsSchema,
        response: { 200: DeleteStoryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await stories.deleteStory(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.storyStatus,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send for review, publish, withdraw, send back with a note, or unpublish',
        params: StoryParamsSchema,
        body: StoryStatusInputSchema,
        response: { 200: StoryResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await stories.setStatus(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.storyComments,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Comment on a published story (a family's comment stays inside that family)",
        params: StoryParamsSchema,
        body: StoryCommentInputSchema,
        response: { 200: StoryCommentResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await comments.comment(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.storyComment,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a comment (its author, or an admin)',
        params: IdParamsSchema,
        response: { 200: DeleteStoryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await comments.deleteComment(actorOf(request), request.params.id) }),
  );

  app.get(
    apiPaths.storyLibrary,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Published stories of every class you may see, filtered (PageNumber header)',
        querystring: StoryLibraryQuerySchema,
        headers: ObservationPageHeadersSchema,
        response: { 200: StoryPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await stories.library(actorOf(request), request.query, request.headers.pagenumber),
    }),
  );

  app.get(
    apiPaths.childStories,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of your child's published stories, teacher and home (PageNumber header)",
        params: StoryStudentParamsSchema,
        headers: ObservationPageHeadersSchema,
        response: { 200: StoryPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await stories.childStories(
        actorOf(request),
        request.params.studentId,
        request.headers.pagenumber,
      ),
    }),
  );

  app.post(
    apiPaths.homeStories,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A family's own story about their child, with their own photos (published at once)",
        params: StoryStudentParamsSchema,
        body: HomeStoryInputSchema,
        response: { 200: StoryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await stories.createHomeStory(actorOf(request), request.params.studentId, request.body),
    }),
  );

  app.get(
    apiPaths.storyInsights,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A class's (or one child's) stories per week, children without a story, tags, authors",
        params: StoryClassParamsSchema,
        querystring: StoryInsightsQuerySchema,
        response: { 200: StoryInsightsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await insights.insights(actorOf(request), request.params.classId, request.query),
    }),
  );
};
