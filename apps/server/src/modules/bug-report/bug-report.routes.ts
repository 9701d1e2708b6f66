import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BugReportInputSchema, BugReportResponseSchema, ErrorResponseSchema, apiPaths } from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { BugReportService } from './bug-report.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
};

export const bugReportRoutes: FastifyPluginAsyncZod<{
  bugReports: BugReportService;
  guard: AuthGuard;
}> = async (app, { bugReports, guard }) => {
  app.post(
    apiPaths.bugReport,
    {
      preHandler: guard.staff,
      schema: {
        tags: ['Platform'],
        security: [{ bearer: [] }],
        summary: 'Report an issue (staff), with screenshots uploaded through media/images',
        body: BugReportInputSchema,
        response: { 200: BugReportResponseSchema, ...errors },
      },
    },
    async (request) => ({ result: await bugReports.reportIssue(actorOf(request), request.body) }),
  );
};
