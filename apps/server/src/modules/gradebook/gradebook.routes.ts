import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  GradebookCellInputSchema,
  GradebookCellResponseSchema,
  GradebookExportQuerySchema,
  GradebookParamsSchema,
  GradebookQuerySchema,
  GradebookResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { XLSX_CONTENT_TYPE, type GradebookFile } from './gradebook.export.js';
import type { GradebookService } from './gradebook.service.js';

const tags = ['Assessment: gradebook'];

/** The 200 answer is the file itself; only the error answers are JSON. */
const fileAnswers = {
  200: {
    description: 'The file: CSV (UTF-8 with BOM) or Excel',
    content: { 'text/csv': { schema: z.string() }, [XLSX_CONTENT_TYPE]: { schema: z.string() } },
  },
  ...clientErrors,
};

/** Sends the file as a download (bytes, so the route's JSON serializer never touches it). */
const sendFile = (reply: FastifyReply, file: GradebookFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** The gradebook (issue 17, decision 050): the grid, a cell in the current cycle, the export. */
export const gradebookRoutes: FastifyPluginAsyncZod<{
  gradebook: GradebookService;
  guard: AuthGuard;
}> = async (app, { gradebook, guard }) => {
  app.get(
    apiPaths.gradebook,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's children × competencies: the latest level per dimension, evidence counts",
        params: GradebookParamsSchema,
        querystring: GradebookQuerySchema,
        response: { 200: GradebookResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await gradebook.gradebook(actorOf(request), request.params.classId, request.query.domain),
    }),
  );

  app.put(
    apiPaths.gradebookCell,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Set or clear one level in the class's current cycle (the child's progress card)",
        params: GradebookParamsSchema,
        body: GradebookCellInputSchema,
        response: { 200: GradebookCellResponseSchema, ...clientErrors, 409: ErrorResponseSchema },
      },
    },
    async (request) => ({
      result: await gradebook.setCell(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.get(
    apiPaths.gradebookExport,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The gradebook as a CSV (UTF-8 with BOM) or Excel file',
        params: GradebookParamsSchema,
        querystring: GradebookExportQuerySchema,
        response: fileAnswers,
      },
    },
    async (request, reply) =>
      sendFile(reply, await gradebook.export(actorOf(request), request.params.classId, request.query)),
  );
};
