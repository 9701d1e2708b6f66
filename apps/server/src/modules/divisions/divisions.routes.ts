import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteDivisionResponseSchema,
  DivisionInputSchema,
  DivisionResponseSchema,
  DivisionsResponseSchema,
  IdParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { DivisionsService } from './divisions.service.js';

const tags = ['School setup'];

/** School setup `school-division` (admin_portal.school_division). */
export const divisionsRoutes: FastifyPluginAsyncZod<{
  divisions: DivisionsService;
  guard: AuthGuard;
}> = async (app, { divisions, guard }) => {
  const docs = { tags, security: bearerSecurity };

  app.get(
    apiPaths.schoolDivisions,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "The school's divisions, with how many classes each groups",
        response: { 200: DivisionsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await divisions.listDivisions(actorOf(request)) }),
  );

  app.post(
    apiPaths.schoolDivisions,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Creates a division (the name is unique in the school)',
        body: DivisionInputSchema,
        response: { 200: DivisionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await divisions.createDivision(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.schoolDivisionById,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Renames a division',
        params: IdParamsSchema,
        body: DivisionInputSchema,
        response: { 200: DivisionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await divisions.renameDivision(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.schoolDivisionById,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Deletes a division that groups no class',
        params: IdParamsSchema,
        response: { 200: DeleteDivisionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await divisions.deleteDivision(actorOf(request), request.params.id) }),
  );
};
