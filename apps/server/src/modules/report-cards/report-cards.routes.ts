import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChildReportCardsParamsSchema,
  ChildReportCardsResponseSchema,
  ClassReportCardsResponseSchema,
  ErrorResponseSchema,
  GenerateClassReportCardsInputSchema,
  GenerateReportCardInputSchema,
  PublishReportCardInputSchema,
  ReportCardCycleParamsSchema,
  ReportCardRunParamsSchema,
  ReportCardRunResponseSchema,
  ReportCardTitleInputSchema,
  ReportCardTitleResponseSchema,
  ReportCardVersionParamsSchema,
  StudentReportCardParamsSchema,
  StudentReportCardResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { ReportCardsService } from './report-cards.service.js';

const tags = ['Assessment: report cards'];
const withConflict = { ...clientErrors, 409: ErrorResponseSchema };

/** Report cards (issue 17, decision 050): a cycle's cards, generation, versions, publishing. */
export const reportCardsRoutes: FastifyPluginAsyncZod<{
  reportCards: ReportCardsService;
  guard: AuthGuard;
}> = async (app, { reportCards, guard }) => {
  const staff = { preHandler: guard.staff };

  app.get(
    apiPaths.classReportCards,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The class's children with their report card in the cycle: status, versions, the latest class run",
        params: ReportCardCycleParamsSchema,
        response: { 200: ClassReportCardsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await reportCards.classCards(actorOf(request), request.params.cycleId) }),
  );

  app.post(
    apiPaths.classReportCardsGenerate,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Generate every child's report card (or the children named) in one job; progress in the task panel",
        params: ReportCardCycleParamsSchema,
        body: GenerateClassReportCardsInputSchema,
        response: { 200: ReportCardRunResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await reportCards.generateForClass(actorOf(request), request.params.cycleId, request.body),
    }),
  );

  app.get(
    apiPaths.reportCardRun,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A class generation's progress: children done, made, and those not made with the reason",
        params: ReportCardRunParamsSchema,
        response: { 200: ReportCardRunResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await reportCards.run(actorOf(request), request.params.id) }),
  );

  app.put(
    apiPaths.reportCardTitle,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Set the title of the cycle's report cards (null: 'Holistic Progress Card'); coordinators",
        params: ReportCardCycleParamsSchema,
        body: ReportCardTitleInputSchema,
        response: { 200: ReportCardTitleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await reportCards.saveTitle(actorOf(request), request.params.cycleId, request.body),
    }),
  );

  app.post(
    apiPaths.studentReportCardGenerate,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Generate one child's report card now: a new version, which becomes current",
        params: StudentReportCardParamsSchema,
        body: GenerateReportCardInputSchema,
        response: { 200: StudentReportCardResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await reportCards.generateForChild(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.post(
    apiPaths.studentReportCardPublish,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Publish the current version to the child's family now, or at a school-local date and time",
        params: StudentReportCardParamsSchema,
        body: PublishReportCardInputSchema,
        response: { 200: StudentReportCardResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await reportCards.publish(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.post(
    apiPaths.studentReportCardUnpublish,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Withdraw the card from the family, or call off its scheduled publication',
        params: StudentReportCardParamsSchema,
        response: { 200: StudentReportCardResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await reportCards.unpublish(actorOf(request), request.params.cycleId, request.params.studentId),
    }),
  );

  app.get(
    apiPaths.reportCardVersionPdf,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "A version's PDF: staff of the class any version; a parent their own child's published version",
        params: ReportCardVersionParamsSchema,
        response: {
          200: { description: 'The report card', content: { 'application/pdf': { schema: z.string() } } },
          ...clientErrors,
        },
      },
    },
    async (request, reply) => {
      const file = await reportCards.versionPdf(actorOf(request), request.params.id);
      return (
        reply
          .type('application/pdf')
          .header('Content-Length', file.size)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          // The 200 body is the file itself (no JSON schema); only the error answers are typed.
          .send(file.stream as never)
      );
    },
  );

  app.get(
    apiPaths.childReportCards,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A parent's own child's published report cards, newest first",
        params: ChildReportCardsParamsSchema,
        response: { 200: ChildReportCardsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { report_cards: await reportCards.childCards(actorOf(request), request.params.studentId) },
    }),
  );
};
