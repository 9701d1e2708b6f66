import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HomeworkDetailResponseSchema,
  HomeworkInputSchema,
  IdParamsSchema,
  ListHomeworksQuerySchema,
  ListHomeworksResponseSchema,
  OkResponseSchema,
  ParentHomeworksQuerySchema,
  ParentHomeworksResponseSchema,
  SaveHomeworkResponseSchema,
  SubmitHomeworkInputSchema,
  UndoHomeworkQuerySchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { HomeworkService } from './homework.service.js';

const tags = ['Homework'];

/** Homework: staff set it and see who submitted; parents see their child's and mark it done. */
export const homeworkRoutes: FastifyPluginAsyncZod<{ homework: HomeworkService; guard: AuthGuard }> = async (
  app,
  { homework, guard },
) => {
  app.post(
    apiPaths.createHomework,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Set homework for a class or chosen children of it: a draft, or published to their families',
        body: HomeworkInputSchema,
        response: { 200: SaveHomeworkResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await homework.createHomework(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.homeworkById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Update homework (creator, or access_others_announcement); published stays published',
        params: IdParamsSchema,
        body: HomeworkInputSchema,
        response: { 200: SaveHomeworkResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await homework.updateHomework(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    apiPaths.homeworkById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One homework with every child it is set for, submitted (with photos) or not',
        params: IdParamsSchema,
        response: { 200: HomeworkDetailResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await homework.getHomework(actorOf(request), request.params.id) }),
  );

  app.delete(
    apiPaths.homeworkById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete homework and its submissions (creator, or access_others_announcement)',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await homework.deleteHomework(actorOf(request), request.params.id);
      return { result: true as const };
    },
  );

  app.get(
    apiPaths.homeworks,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The homework a staff member sees, latest due first, with submitted counts (20 a page)',
        querystring: ListHomeworksQuerySchema,
        response: { 200: ListHomeworksResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await homework.listHomeworks(actorOf(request), request.query) }),
  );

  app.get(
    apiPaths.parentHomeworks,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Published homework set for the parent's child, with the child's submission (20 a page)",
        querystring: ParentHomeworksQuerySchema,
        response: { 200: ParentHomeworksResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await homework.listParentHomeworks(actorOf(request), request.query) }),
  );

  app.post(
    apiPaths.homeworkSubmission,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark homework done for your child, optionally with photos of the work (again: replaces)',
        params: IdParamsSchema,
        body: SubmitHomeworkInputSchema,
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await homework.submitHomework(actorOf(request), request.params.id, request.body);
      return { result: true as const };
    },
  );

  app.delete(
    apiPaths.homeworkSubmission,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Undo "done" for your child (its photos go with it)',
        params: IdParamsSchema,
        querystring: UndoHomeworkQuerySchema,
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await homework.undoSubmission(actorOf(request), request.params.id, request.query.student_id);
      return { result: true as const };
    },
  );
};
