import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArchiveResourceResponseSchema,
  IdempotencyHeadersSchema,
  ObservationPageHeadersSchema,
  ResourceInputSchema,
  ResourceListQuerySchema,
  ResourceListResponseSchema,
  ResourceParamsSchema,
  ResourceResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { headerRequestKey } from '../request-receipts/request-key.js';
import type { ResourcesService } from './resources.service.js';

const tags = ['Planning: resources'];
const docs = { tags, security: bearerSecurity };

/** The school's resource library (issue 16, decision 049): staff only. */
export const resourcesRoutes: FastifyPluginAsyncZod<{
  resources: ResourcesService;
  guard: AuthGuard;
}> = async (app, { resources, guard }) => {
  app.get(
    apiPaths.resources,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "A page of the school's resources, searched and filtered (PageNumber header)",
        querystring: ResourceListQuerySchema,
        headers: ObservationPageHeadersSchema,
        response: { 200: ResourceListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await resources.list(actorOf(request), request.query, request.headers.pagenumber),
    }),
  );

  app.post(
    apiPaths.resources,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Add a file (uploaded with POST media/files), a link or a materials list',
        headers: IdempotencyHeadersSchema,
        body: ResourceInputSchema,
        response: { 200: ResourceResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await resources.create(
        actorOf(request),
        request.body,
        headerRequestKey(request.headers['idempotency-key']),
      ),
    }),
  );

  app.get(
    apiPaths.resourceById,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "One of the school's resources (an archived one: its author or the library's managers)",
        params: ResourceParamsSchema,
        response: { 200: ResourceResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await resources.get(actorOf(request), request.params.id) }),
  );

  app.put(
    apiPaths.resourceById,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Replace a resource (its author, or staff with academic_setup.resources)',
        params: ResourceParamsSchema,
        body: ResourceInputSchema,
        response: { 200: ResourceResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await resources.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.resourceById,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Archive a resource (units that link it stop showing it); its author or the managers',
        params: ResourceParamsSchema,
        response: { 200: ArchiveResourceResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await resources.archive(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.resourceRestore,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Bring an archived resource back (its author or the managers)',
        params: ResourceParamsSchema,
        response: { 200: ResourceResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await resources.restore(actorOf(request), request.params.id) }),
  );
};
