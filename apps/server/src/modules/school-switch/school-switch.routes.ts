import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  PlatformOrganizationsResponseSchema,
  SwitchSchoolInputSchema,
  SwitchSchoolResponseSchema,
  UserSchoolsResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { SchoolSwitchService } from './school-switch.service.js';

const tags = ['School'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

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
        security,
        summary: 'The schools (campuses) the staff member works in',
        response: { 200: UserSchoolsResponseSchema, ...errors },
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
        security,
        summary: 'Every organization and its schools (platform admins)',
        response: { 200: PlatformOrganizationsResponseSchema, ...errors },
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
        security,
        summary: 'A new staff token pair acting in another of the user’s schools; the old one ends',
        body: SwitchSchoolInputSchema,
        response: { 200: SwitchSchoolResponseSchema, ...errors },
      },
    },
    async (request) => ({
      staff_user: await schoolSwitch.switchSchool(actorOf(request), request.body.school_id),
    }),
  );
};
