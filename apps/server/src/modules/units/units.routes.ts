import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteUnitResponseSchema,
  ErrorResponseSchema,
  IdempotencyHeadersSchema,
  ObservationPageHeadersSchema,
  UnitInputSchema,
  UnitListParamsSchema,
  UnitListQuerySchema,
  UnitListResponseSchema,
  UnitParamsSchema,
  UnitResponseSchema,
  UnitUpdateInputSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { headerRequestKey } from '../request-receipts/request-key.js';
import type { UnitsService } from './units.service.js';

const tags = ['Unit library'];

/** The unit library (issue 16, decision 049): staff read the global and their organization's units. */
export const unitsRoutes: FastifyPluginAsyncZod<{ units: UnitsService; guard: AuthGuard }> = async (
  app,
  { units, guard },
) => {
  app.get(
    apiPaths.unitLibrary,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "A page of the global or the organization's library, searched and filtered (PageNumber header), with its themes",
        params: UnitListParamsSchema,
        querystring: UnitListQuerySchema,
        headers: ObservationPageHeadersSchema,
        response: { 200: UnitListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await units.searchUnits(actorOf(request), {
        ...request.query,
        library: request.params.library,
        page: request.headers.pagenumber ? Number(request.headers.pagenumber) : 1,
      }),
    }),
  );

  app.post(
    apiPaths.units,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Write a unit in the organization's library",
        headers: IdempotencyHeadersSchema,
        body: UnitInputSchema,
        response: { 200: UnitResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await units.createUnit(
        actorOf(request),
        request.body,
        headerRequestKey(request.headers['idempotency-key']),
      ),
    }),
  );

  app.get(
    apiPaths.unitById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A whole unit: a global one, or one of the organization's",
        params: UnitParamsSchema,
        response: { 200: UnitResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await units.getUnit(actorOf(request), request.params.id) }),
  );

  app.put(
    apiPaths.unitById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Save the whole unit (its author or an admin): 409 when it changed since the version sent',
        params: UnitParamsSchema,
        body: UnitUpdateInputSchema,
        response: { 200: UnitResponseSchema, ...clientErrors, 409: ErrorResponseSchema },
      },
    },
    async (request) => ({
      result: await units.updateUnit(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.unitById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Delete an organization's unit (its author or an admin)",
        params: UnitParamsSchema,
        response: { 200: DeleteUnitResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await units.deleteUnit(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.unitFork,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Copy a global or organization unit into the organization's library (the original never changes)",
        params: UnitParamsSchema,
        response: { 200: UnitResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await units.forkUnit(actorOf(request), request.params.id) }),
  );
};
