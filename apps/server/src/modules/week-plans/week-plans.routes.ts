import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CopyPreviousWeekResultSchema,
  ErrorResponseSchema,
  PlanItemEditSchema,
  PlanItemInputSchema,
  PlanItemStatusInputSchema,
  WeekPlanItemParamsSchema,
  WeekPlanNotesInputSchema,
  WeekPlanParamsSchema,
  WeekPlanResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { weekPlanPdf } from './week-plan-pdf.js';
import { addDays, type WeekPlansService } from './week-plans.service.js';

const tags = ['Weekly planning'];

/** A file name of plain letters: the class's name and the week. */
const fileNameOf = (className: string, weekStart: string) => {
  const slug = className
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `week-plan-${slug || 'class'}-${weekStart}.pdf`;
};

const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Weekly planning (issue 16, decision 049): the week grid, its activities, notes and the printable page. */
export const weekPlansRoutes: FastifyPluginAsyncZod<{ plans: WeekPlansService; guard: AuthGuard }> = async (
  app,
  { plans, guard },
) => {
  const common = { preHandler: guard.staff };
  const schema = { tags, security: bearerSecurity };

  app.get(
    apiPaths.weekPlan,
    {
      ...common,
      schema: {
        ...schema,
        summary: "A class's week: days, day-cycle rows, planned activities, notes, theme, projects",
        params: WeekPlanParamsSchema,
        response: { 200: WeekPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await plans.weekPlan(actorOf(request), request.params.classId, request.params.weekStart),
    }),
  );

  app.put(
    apiPaths.weekPlan,
    {
      ...common,
      schema: {
        ...schema,
        summary: "The week's notes",
        params: WeekPlanParamsSchema,
        body: WeekPlanNotesInputSchema,
        response: { 200: WeekPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await plans.setNotes(
        actorOf(request),
        request.params.classId,
        request.params.weekStart,
        request.body.notes,
      ),
    }),
  );

  app.post(
    apiPaths.weekPlanItems,
    {
      ...common,
      schema: {
        ...schema,
        summary: 'Place an activity in a cell (a school day × a block of the day)',
        params: WeekPlanParamsSchema,
        body: PlanItemInputSchema,
        response: { 200: WeekPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await plans.addItem(
        actorOf(request),
        request.params.classId,
        request.params.weekStart,
        request.body,
      ),
    }),
  );

  app.patch(
    apiPaths.weekPlanItem,
    {
      ...common,
      schema: {
        ...schema,
        summary: 'Move a planned activity (another day, block or place in its cell) or edit it',
        params: WeekPlanItemParamsSchema,
        body: PlanItemEditSchema,
        response: { 200: WeekPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await plans.editItem(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.weekPlanItem,
    {
      ...common,
      schema: {
        ...schema,
        summary: 'Remove a planned activity',
        params: WeekPlanItemParamsSchema,
        response: { 200: WeekPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await plans.deleteItem(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.weekPlanItemStatus,
    {
      ...common,
      schema: {
        ...schema,
        summary:
          'Mark a planned activity done, moved (a planned copy on that day), skipped, or planned again',
        params: WeekPlanItemParamsSchema,
        body: PlanItemStatusInputSchema,
        response: { 200: WeekPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await plans.setStatus(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.weekPlanCopyPrevious,
    {
      ...common,
      schema: {
        ...schema,
        summary: "Copy last week's activities day for day, as planned (409 when this week has some)",
        params: WeekPlanParamsSchema,
        response: { 200: CopyPreviousWeekResultSchema, ...clientErrors, 409: ErrorResponseSchema },
      },
    },
    async (request) => ({
      result: await plans.copyPrevious(actorOf(request), request.params.classId, request.params.weekStart),
    }),
  );

  app.get(
    apiPaths.weekPlanPdf,
    {
      ...common,
      schema: {
        ...schema,
        summary: 'The week as a one-page A4 PDF for the classroom wall',
        params: WeekPlanParamsSchema,
        response: {
          200: { description: 'The one-page PDF', content: { 'application/pdf': { schema: z.string() } } },
          ...clientErrors,
        },
      },
    },
    async (request, reply) => {
      const { classId, weekStart } = request.params;
      const { plan, className } = await plans.weekForPrint(actorOf(request), classId, weekStart);
      const last = plan.days[plan.days.length - 1] ?? addDays(weekStart, 6);
      const pdf = await weekPlanPdf(plan, {
        className,
        week: `${longDate(plan.days[0] ?? weekStart)} – ${longDate(last)}`,
      });
      const fileName = fileNameOf(className, weekStart);
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'no-store')
          // The 200 body is the file itself (no JSON schema); only the error answers are typed.
          .send(pdf as never)
      );
    },
  );
};
