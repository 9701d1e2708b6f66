import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddStaffToClassesInputSchema,
  ClassInputSchema,
  ClassStaffChoicesResponseSchema,
  FetchClassesUsersQuerySchema,
  IdParamsSchema,
  SetupClassResponseSchema,
  SetupClassesResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { ClassesService } from './classes.service.js';

const tags = ['School setup'];

/** School setup `classes` (admin_portal.classes): class writes and teachers; reads stay in schools. */
export const classesRoutes: FastifyPluginAsyncZod<{ classes: ClassesService; guard: AuthGuard }> = async (
  app,
  { classes, guard },
) => {
  const docs = { tags, security: bearerSecurity };
  const oneClass = { 200: SetupClassResponseSchema, ...clientErrors };

  app.get(
    apiPaths.fetchClassesUsers,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "The school's classes (status: all, active or archived), each with its teachers",
        querystring: FetchClassesUsersQuerySchema,
        response: { 200: SetupClassesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await classes.listClasses(actorOf(request), request.query.status) }),
  );

  app.get(
    apiPaths.classStaffChoices,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "The school's active staff, who may be made a class's teachers",
        response: { 200: ClassStaffChoicesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await classes.listStaffChoices(actorOf(request)) }),
  );

  app.post(
    apiPaths.createClass,
    {
      preHandler: guard.staff,
      schema: { ...docs, summary: 'Creates a class', body: ClassInputSchema, response: oneClass },
    },
    async (request) => ({ result: await classes.createClass(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.classById,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Saves every field of a class (GET on the same path reads it)',
        params: IdParamsSchema,
        body: ClassInputSchema,
        response: oneClass,
      },
    },
    async (request) => ({
      result: await classes.updateClass(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.archiveClass,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Archives a class (its records stay)',
        params: IdParamsSchema,
        response: oneClass,
      },
    },
    async (request) => ({ result: await classes.setArchived(actorOf(request), request.params.id, true) }),
  );

  app.post(
    apiPaths.unarchiveClass,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Brings an archived class back',
        params: IdParamsSchema,
        response: oneClass,
      },
    },
    async (request) => ({ result: await classes.setArchived(actorOf(request), request.params.id, false) }),
  );

  app.post(
    apiPaths.addStaffToClasses,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "Sets a class's teachers to exactly staff_ids (active staff of the school)",
        body: AddStaffToClassesInputSchema,
        response: oneClass,
      },
    },
    async (request) => ({ result: await classes.setClassStaff(actorOf(request), request.body) }),
  );
};
