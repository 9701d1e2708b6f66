import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArchiveSchoolRoleResponseSchema,
  CreateSchoolRoleInputSchema,
  IdParamsSchema,
  SchoolRoleResponseSchema,
  SchoolRolesResponseSchema,
  UpdateSchoolRoleInputSchema,
  apiPaths,
} from '@cue/contracts';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { RolesService } from './roles.service.js';

const tags = ['School setup: roles'];

/** /admin/school-setup/permissions/roles: the school's roles and their permission switches. */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService; guard: AuthGuard }> = async (
  app,
  { roles, guard },
) => {
  app.get(
    apiPaths.schoolRoles,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's roles with their switches and how many staff hold each",
        response: { 200: SchoolRolesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await roles.listRoles(actorOf(request)) }),
  );

  app.post(
    apiPaths.schoolRoles,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create a role (platform switches only by a platform admin)',
        body: CreateSchoolRoleInputSchema,
        response: { 200: SchoolRoleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await roles.createRole(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.schoolRoleById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Rename a role or set its switches; every holder's permissions change with it",
        params: IdParamsSchema,
        body: UpdateSchoolRoleInputSchema,
        response: { 200: SchoolRoleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await roles.updateRole(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.archiveSchoolRole,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Archive a role no staff member holds',
        params: IdParamsSchema,
        response: { 200: ArchiveSchoolRoleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await roles.archiveRole(actorOf(request), request.params.id) }),
  );
};
