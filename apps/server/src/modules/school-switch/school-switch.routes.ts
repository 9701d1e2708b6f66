import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PlatformOrganizationsResponseSchema,
  SwitchSchoolInputSchema,
  SwitchSchoolResponseSchema,
  UserSchoolsResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { SchoolSwitchService } from './school-switch.service.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';

const tags = ['School'];

export const schoolSwitchRoutes: FastifyPluginAsyncZod<{
  schoolSwitch: SchoolSwitchService;
  guard: AuthGuard;
}> = async (app, { schoolSwitch, guard }) => {
  app.get(
    apiPaths.userSchools,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The schools (campuses) the staff member works in',
        response: { 200: UserSchoolsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schoolSwitch.listUserSchools(actorOf(request)) }),
  );

  app.get(
    apiPaths.platformOrganizations,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Every organization and its schools (platform admins)',
        response: { 200: PlatformOrganizationsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schoolSwitch.listOrganizations(actorOf(request)) }),
  );

  app.post(
    apiPaths.switchSchool,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A new staff token pair acting in another of the user’s schools; the old one ends',
        body: SwitchSchoolInputSchema,
        response: { 200: SwitchSchoolResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      staff_user: await schoolSwitch.switchSchool(actorOf(request), request.body.school_id),
    }),
  );
};
