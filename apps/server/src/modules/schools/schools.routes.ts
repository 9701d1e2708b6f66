import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  ClassResponseSchema,
  ClassStudentsResponseSchema,
  IdParamsSchema,
  SchoolSettingsResponseSchema,
  StaffClassesResponseSchema,
  UserPermissionsResponseSchema,
  UserSchoolsClassesResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { SchoolsService } from './schools.service.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';

const tags = ['School'];

/** Reference data (spec section 7 "Reference data"). */
export const schoolsRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService; guard: AuthGuard }> = async (
  app,
  { schools, guard },
) => {
  app.get(
    apiPaths.staffClasses,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The staff member's classes (all classes of the school for admins)",
        response: { 200: StaffClassesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schools.listStaffClasses(actorOf(request)) }),
  );

  app.get(
    apiPaths.userSchoolsClasses,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The staff member's schools, each with the classes they may see there",
        response: { 200: UserSchoolsClassesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schools.listSchoolsWithClasses(actorOf(request)) }),
  );

  app.get(
    apiPaths.classById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One class',
        params: IdParamsSchema,
        response: { 200: ClassResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schools.getClass(actorOf(request), request.params.id) }),
  );

  app.get(
    apiPaths.classStudents,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's students",
        params: ClassIdParamsSchema,
        response: { 200: ClassStudentsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await schools.listClassStudents(actorOf(request), request.params.classId),
    }),
  );

  app.get(
    apiPaths.userPermissions,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The user's role permissions in their current school",
        response: { 200: UserPermissionsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: { role_permissions: await schools.rolePermissions(actorOf(request)) } }),
  );

  app.get(
    apiPaths.schoolSettings,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The current school's feature modules",
        response: { 200: SchoolSettingsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schools.schoolSettings(actorOf(request)) }),
  );
};
