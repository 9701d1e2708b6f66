import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  ClassIncidentsResponseSchema,
  CreateIncidentInputSchema,
  EditIncidentInputSchema,
  IdParamsSchema,
  IncidentListResponseSchema,
  IncidentResponseSchema,
  StudentIdParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { IncidentsService } from './incidents.service.js';

const tags = ['Care log: incidents'];

/** Incidents and accidents (decision 042). */
export const incidentsRoutes: FastifyPluginAsyncZod<{
  incidents: IncidentsService;
  guard: AuthGuard;
}> = async (app, { incidents, guard }) => {
  app.get(
    apiPaths.classIncidents,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's incidents, newest first, and the staff who may be named in one",
        params: ClassIdParamsSchema,
        response: { 200: ClassIncidentsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await incidents.classIncidents(actorOf(request), request.params.classId) }),
  );

  app.post(
    apiPaths.classIncidents,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Record an incident or accident for a child of the class',
        params: ClassIdParamsSchema,
        body: CreateIncidentInputSchema,
        response: { 200: IncidentResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await incidents.recordIncident(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.post(
    apiPaths.incidentById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Correct an incident the family has not acknowledged yet (the old values stay in the audit log)',
        params: IdParamsSchema,
        body: EditIncidentInputSchema,
        response: { 200: IncidentResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await incidents.editIncident(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    apiPaths.childIncidents,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A parent reads their own child's incidents, newest first",
        params: StudentIdParamsSchema,
        response: { 200: IncidentListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await incidents.childIncidents(actorOf(request), request.params.studentId),
    }),
  );

  app.post(
    apiPaths.acknowledgeIncident,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A parent of the child acknowledges the incident (again: no change)',
        params: IdParamsSchema,
        response: { 200: IncidentResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await incidents.acknowledge(actorOf(request), request.params.id) }),
  );
};
