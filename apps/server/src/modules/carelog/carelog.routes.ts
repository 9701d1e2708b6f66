import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CareDayQuerySchema,
  CareEntriesResponseSchema,
  CareEntryResponseSchema,
  CareStudentParamsSchema,
  ChildCareDayResponseSchema,
  ClassCareDayResponseSchema,
  ClassIdParamsSchema,
  DeleteCareEntryResponseSchema,
  EditCareEntryInputSchema,
  IdParamsSchema,
  IdempotencyHeadersSchema,
  RecordCareEntriesInputSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { headerRequestKey } from '../request-receipts/request-key.js';
import type { CareLogService } from './carelog.service.js';

const tags = ['Care log'];

/** The care log (issue 14, decision 041): thin routes over CareLogService. */
export const careLogRoutes: FastifyPluginAsyncZod<{ careLog: CareLogService; guard: AuthGuard }> = async (
  app,
  { careLog, guard },
) => {
  app.get(
    apiPaths.careLog,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A class's care day: every child with the day's entries",
        params: ClassIdParamsSchema,
        querystring: CareDayQuerySchema,
        response: { 200: ClassCareDayResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await careLog.classDay(actorOf(request), request.params.classId, request.query.date),
    }),
  );

  app.post(
    apiPaths.careLog,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Record care entries: one record per child of each entry (a group entry names many); all or nothing',
        params: ClassIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: RecordCareEntriesInputSchema,
        response: { 200: CareEntriesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: {
        entries: await careLog.recordEntries(
          actorOf(request),
          request.params.classId,
          request.body.entries,
          headerRequestKey(request.headers['idempotency-key']),
        ),
      },
    }),
  );

  app.put(
    apiPaths.careLogEntry,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change a care entry (staff of its class; the kind, child and day stay)',
        params: IdParamsSchema,
        body: EditCareEntryInputSchema,
        response: { 200: CareEntryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await careLog.editEntry(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.careLogEntry,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a care entry (staff of its class; the audit keeps what it said)',
        params: IdParamsSchema,
        response: { 200: DeleteCareEntryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await careLog.deleteEntry(actorOf(request), request.params.id) }),
  );

  app.get(
    apiPaths.childCareLog,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A child's care day (the child's own parents, or staff of the child's class)",
        params: CareStudentParamsSchema,
        querystring: CareDayQuerySchema,
        response: { 200: ChildCareDayResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await careLog.childDay(actorOf(request), request.params.studentId, request.query.date),
    }),
  );
};
