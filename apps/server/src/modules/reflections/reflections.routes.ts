import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  CreateReflectionInputSchema,
  DeleteReflectionResponseSchema,
  ErrorResponseSchema,
  ReflectionCommentInputSchema,
  ReflectionListQuerySchema,
  ReflectionListResponseSchema,
  ReflectionParamsSchema,
  ReflectionResponseSchema,
  UpdateReflectionInputSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { ReflectionsService } from './reflections.service.js';

const tags = ['Assessment: reflections'];
const withConflict = { ...clientErrors, 409: ErrorResponseSchema };

/** Reflections (issue 17, decision 050): a teacher's own, and the coordinators' comments on them. */
export const reflectionsRoutes: FastifyPluginAsyncZod<{
  reflections: ReflectionsService;
  guard: AuthGuard;
}> = async (app, { reflections, guard }) => {
  app.get(
    apiPaths.classReflections,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Your reflections on the class; a coordinator's list is everyone's (newest first)",
        params: ClassIdParamsSchema,
        querystring: ReflectionListQuerySchema,
        response: { 200: ReflectionListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await reflections.classReflections(actorOf(request), request.params.classId, request.query),
    }),
  );

  app.post(
    apiPaths.classReflections,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Write your reflection on a week or a project of the class (409: you already have one)',
        params: ClassIdParamsSchema,
        body: CreateReflectionInputSchema,
        response: { 200: ReflectionResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await reflections.create(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.get(
    apiPaths.reflectionById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A reflection: its author or a coordinator',
        params: ReflectionParamsSchema,
        response: { 200: ReflectionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await reflections.reflection(actorOf(request), request.params.id) }),
  );

  app.put(
    apiPaths.reflectionById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The author's edit: 409 when it changed since the version sent",
        params: ReflectionParamsSchema,
        body: UpdateReflectionInputSchema,
        response: { 200: ReflectionResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await reflections.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.reflectionById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete your reflection (with its comments)',
        params: ReflectionParamsSchema,
        response: { 200: DeleteReflectionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await reflections.remove(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.reflectionComments,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Comment on a reflection (coordinators), or answer (its author); answers the reflection',
        params: ReflectionParamsSchema,
        body: ReflectionCommentInputSchema,
        response: { 200: ReflectionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await reflections.comment(actorOf(request), request.params.id, request.body),
    }),
  );
};
