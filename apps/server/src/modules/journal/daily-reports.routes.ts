import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  DailyReportQuerySchema,
  DailyReportsPreviewResponseSchema,
  SendDailyReportsInputSchema,
  SendDailyReportsResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { DailyReportsService } from './daily-reports.service.js';

const tags = ['Journal'];

/** Daily reports (issue 14, decision 047): the class's day reviewed, then sent in one request. */
export const dailyReportsRoutes: FastifyPluginAsyncZod<{
  dailyReports: DailyReportsService;
  guard: AuthGuard;
}> = async (app, { dailyReports, guard }) => {
  app.get(
    apiPaths.dailyReports,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Each child's daily report of the day: a draft from the care log, observations and photos, or what was sent",
        params: ClassIdParamsSchema,
        querystring: DailyReportQuerySchema,
        response: { 200: DailyReportsPreviewResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await dailyReports.preview(actorOf(request), request.params.classId, request.query.date),
    }),
  );

  app.post(
    apiPaths.dailyReports,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Send the reviewed daily reports: one journal post per child and day (sending again updates it)',
        params: ClassIdParamsSchema,
        body: SendDailyReportsInputSchema,
        response: { 200: SendDailyReportsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await dailyReports.send(actorOf(request), request.params.classId, request.body),
    }),
  );
};
