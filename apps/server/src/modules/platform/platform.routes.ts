import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatedSchoolResponseSchema,
  CreateOrganizationInputSchema,
  CreateOrganizationResponseSchema,
  CreatePlatformSchoolInputSchema,
  ErrorResponseSchema,
  FirstRunCheckInputSchema,
  FirstRunCheckResponseSchema,
  FirstRunInputSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { PlatformService } from './platform.service.js';

const tags = ['Platform'];

/**
 * The first run's public calls (the setup link's token goes in the body, never the URL, so it
 * stays out of request logs) and the platform admins' organizations and schools.
 */
export const platformRoutes: FastifyPluginAsyncZod<{
  platform: PlatformService;
  guard: AuthGuard;
}> = async (app, { platform, guard }) => {
  app.post(
    apiPaths.firstRunCheck,
    {
      schema: {
        tags,
        summary: 'Whether a first-run setup link can still set up the school (no sign-in)',
        body: FirstRunCheckInputSchema,
        response: { 200: FirstRunCheckResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({ result: { status: await platform.checkFirstRunLink(request.body.token) } }),
  );

  app.post(
    apiPaths.firstRun,
    {
      schema: {
        tags,
        summary: 'First run: the organization, its school and the first admin, with the one-time setup link',
        body: FirstRunInputSchema,
        response: {
          200: CreatedSchoolResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { token, ...school } = request.body;
      return { result: await platform.setUpFirstSchool(school, { token }) };
    },
  );

  app.post(
    apiPaths.platformOrganizations,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A new organization (school group), for platform admins',
        body: CreateOrganizationInputSchema,
        response: { 200: CreateOrganizationResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await platform.createOrganization(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.platformSchools,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A new school of an organization with its first admin, for platform admins',
        body: CreatePlatformSchoolInputSchema,
        response: { 200: CreatedSchoolResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await platform.createSchool(actorOf(request), request.body) }),
  );
};
