import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  DeleteObservationResponseSchema,
  DeleteObservationsByFiltersResponseSchema,
  EditObservationInputSchema,
  EditObservationResponseSchema,
  IdParamsSchema,
  IdempotencyHeadersSchema,
  ObservationFiltersSchema,
  ObservationPageHeadersSchema,
  ObservationPageResponseSchema,
  ReportCardObservationFiltersSchema,
  SaveObservationsInputSchema,
  SaveObservationsResponseSchema,
  ShareObservationsInputSchema,
  ShareObservationsResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { headerRequestKey } from '../request-receipts/request-key.js';
import type { ObservationsService } from './observations.service.js';

const tags = ['Observations (anecdotes)'];

/** Spec section 7 "Anecdotes" (the parent's child_journal is in modules/journal). */
export const observationsRoutes: FastifyPluginAsyncZod<{
  observations: ObservationsService;
  guard: AuthGuard;
}> = async (app, { observations, guard }) => {
  app.post(
    apiPaths.fetchAnecdotes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of the class's observations (PageNumber header), filtered by child, days and kind",
        params: ClassIdParamsSchema,
        headers: ObservationPageHeadersSchema,
        body: ObservationFiltersSchema.optional(),
        response: { 200: ObservationPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await observations.listObservations(
        actorOf(request),
        request.params.classId,
        request.body,
        request.headers.pagenumber,
      ),
    }),
  );

  app.post(
    apiPaths.reportTypeAnecdotes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of the class's report card observations (PageNumber header)",
        params: ClassIdParamsSchema,
        headers: ObservationPageHeadersSchema,
        body: ReportCardObservationFiltersSchema.optional(),
        response: { 200: ObservationPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await observations.listObservations(
        actorOf(request),
        request.params.classId,
        { ...request.body, type_of_anecdote: 'report_card' },
        request.headers.pagenumber,
      ),
    }),
  );

  app.post(
    apiPaths.createAnecdotes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Record observations: one record per entry (all entries are checked before any is saved)',
        params: ClassIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: SaveObservationsInputSchema,
        response: { 200: SaveObservationsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: {
        observation_entries: await observations.recordObservations(
          actorOf(request),
          request.params.classId,
          request.body,
          headerRequestKey(request.headers['idempotency-key']),
        ),
        is_saved: true as const,
      },
    }),
  );

  app.post(
    apiPaths.bulkAnecdotes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Save an observation result: entries with _id update that observation, others are recorded',
        params: ClassIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: SaveObservationsInputSchema,
        response: { 200: SaveObservationsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: {
        observation_entries: await observations.saveObservations(
          actorOf(request),
          request.params.classId,
          request.body,
          headerRequestKey(request.headers['idempotency-key']),
        ),
        is_saved: true as const,
      },
    }),
  );

  app.post(
    apiPaths.editAnecdote,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Edit an observation (its author, or an admin)',
        params: IdParamsSchema,
        body: EditObservationInputSchema,
        response: { 200: EditObservationResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await observations.editObservation(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.deleteAnecdote,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete an observation (its author, or an admin); a journal post shared from it stays',
        params: IdParamsSchema,
        response: { 200: DeleteObservationResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      output: await observations.deleteObservation(actorOf(request), request.params.id),
    }),
  );

  app.post(
    apiPaths.deleteAnecdotesByFilters,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Delete the class's observations matching the filters (at least one); members delete only their own",
        params: ClassIdParamsSchema,
        body: ObservationFiltersSchema.optional(),
        response: { 200: DeleteObservationsByFiltersResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      output: await observations.deleteObservationsByFilters(
        actorOf(request),
        request.params.classId,
        request.body,
      ),
    }),
  );

  app.post(
    apiPaths.journalPostsFromAnecdotes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Share observations to the children's journals, which their parents read",
        body: ShareObservationsInputSchema,
        response: { 200: ShareObservationsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await observations.shareToJournal(actorOf(request), request.body) }),
  );
};
