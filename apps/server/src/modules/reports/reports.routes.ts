import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttendanceReportQuerySchema, CSV_CONTENT_TYPE, apiPaths } from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { CsvFile, ReportsService } from './reports.service.js';

const tags = ['School setup'];

/** The 200 answer is the CSV file itself; only the error answers are JSON. */
const csvAnswers = {
  200: { description: 'The CSV file (UTF-8 with BOM)', content: { 'text/csv': { schema: z.string() } } },
  ...clientErrors,
};

/** Sends a CSV as a download; the name is ASCII (the report's kind and month, never a child's). */
const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    // Bytes, so the route's JSON serializer never wraps the file in quotes.
    .send(Buffer.from(file.body, 'utf8'));

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; guard: AuthGuard }> = async (
  app,
  { reports, guard },
) => {
  app.get(
    apiPaths.attendanceReport,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A class's attendance for a month, as CSV (admin_portal.reports)",
        querystring: AttendanceReportQuerySchema,
        response: csvAnswers,
      },
    },
    async (request, reply) => sendCsv(reply, await reports.attendanceReport(actorOf(request), request.query)),
  );

  app.get(
    apiPaths.childrenReport,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The children and their families, as CSV (admin_portal.reports)',
        response: csvAnswers,
      },
    },
    async (request, reply) => sendCsv(reply, await reports.childrenReport(actorOf(request))),
  );
};
