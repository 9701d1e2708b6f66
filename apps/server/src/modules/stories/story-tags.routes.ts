import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteStoryResponseSchema,
  IdParamsSchema,
  StoryTagSetInputSchema,
  StoryTagSetResponseSchema,
  StoryTagSetsResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { StoryTagsService } from './story-tags.service.js';

const tags = ['Learning stories'];

/** The school's learning-tag sets: the writers' pickers and academic setup's story-tags page. */
export const storyTagsRoutes: FastifyPluginAsyncZod<{ tags: StoryTagsService; guard: AuthGuard }> = async (
  app,
  { tags: storyTags, guard },
) => {
  app.get(
    apiPaths.storyTags,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's live learning tags by set, for a story's tag picker",
        response: { 200: StoryTagSetsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await storyTags.pickable(actorOf(request)) }),
  );

  app.get(
    apiPaths.storyTagSets,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's tag sets as academic setup edits them (archived tags marked)",
        response: { 200: StoryTagSetsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await storyTags.list(actorOf(request)) }),
  );

  app.post(
    apiPaths.storyTagSets,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add a tag set with its tags in order',
        body: StoryTagSetInputSchema,
        response: { 200: StoryTagSetResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await storyTags.create(actorOf(request), request.body) }),
  );

  app.put(
    apiPaths.storyTagSet,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Replace a tag set: tags left out are deleted, or archived when a story uses them',
        params: IdParamsSchema,
        body: StoryTagSetInputSchema,
        response: { 200: StoryTagSetResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await storyTags.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.storyTagSet,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Take a tag set away (archived with its tags when stories use them)',
        params: IdParamsSchema,
        response: { 200: DeleteStoryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await storyTags.remove(actorOf(request), request.params.id) }),
  );
};
