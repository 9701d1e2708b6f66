import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SchoolDetailsInputSchema, SchoolDetailsResponseSchema, apiPaths } from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { SchoolDetailsService } from './school-details.service.js';

const tags = ['School setup'];

/** School setup `school-details` (admin_portal.school_details). */
export const schoolDetailsRoutes: FastifyPluginAsyncZod<{
  schoolDetails: SchoolDetailsService;
  guard: AuthGuard;
}> = async (app, { schoolDetails, guard }) => {
  app.get(
    apiPaths.schoolDetails,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's name, address, logo, time zone, editor direction and academic year",
        response: { 200: SchoolDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schoolDetails.getDetails(actorOf(request)) }),
  );

  app.post(
    apiPaths.schoolDetails,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Saves the school's details",
        body: SchoolDetailsInputSchema,
        response: { 200: SchoolDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schoolDetails.updateDetails(actorOf(request), request.body) }),
  );
};
