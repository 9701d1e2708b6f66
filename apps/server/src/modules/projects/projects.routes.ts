import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  DefaultProjectResponseSchema,
  DeleteProjectResponseSchema,
  ProjectInputSchema,
  ProjectListResponseSchema,
  ProjectParamsSchema,
  ProjectResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { ProjectsService } from './projects.service.js';

const tags = ['Planning: projects'];

/** Project planning (issue 16, decision 049): a class's projects and its default project. */
export const projectsRoutes: FastifyPluginAsyncZod<{
  projects: ProjectsService;
  guard: AuthGuard;
}> = async (app, { projects, guard }) => {
  app.get(
    apiPaths.classProjects,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's projects by start date, each upcoming, current or past",
        params: ClassIdParamsSchema,
        response: { 200: ProjectListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { projects: await projects.classProjects(actorOf(request), request.params.classId) },
    }),
  );

  app.post(
    apiPaths.classProjects,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Plan a project: a unit (global or your organization’s) or one of its own, over dates in the academic year',
        params: ClassIdParamsSchema,
        body: ProjectInputSchema,
        response: { 200: ProjectResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await projects.create(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.put(
    apiPaths.projectById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change a project (is_default: make it the class’s default, clearing the other)',
        params: ProjectParamsSchema,
        body: ProjectInputSchema,
        response: { 200: ProjectResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await projects.update(actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    apiPaths.projectById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a project',
        params: ProjectParamsSchema,
        response: { 200: DeleteProjectResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await projects.remove(actorOf(request), request.params.id) }),
  );

  app.get(
    apiPaths.defaultProject,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's default project: chosen, else running today, else the next to start",
        params: ClassIdParamsSchema,
        response: { 200: DefaultProjectResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await projects.defaultProject(actorOf(request), request.params.classId) }),
  );
};
