import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChildPortfolioParamsSchema,
  PortfolioPageResponseSchema,
  PortfolioParamsSchema,
  PortfolioQuerySchema,
  PortfolioShareInputSchema,
  PortfolioShareResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { PortfolioDownload, PortfolioService } from './portfolio.service.js';

const tags = ['Portfolio'];

/** The 200 of a download is the file itself (no JSON schema); only the errors are typed. */
const fileAnswer = (description: string, type: string) => ({
  200: { description, content: { [type]: { schema: z.string() } } },
  ...clientErrors,
});

const sendDownload = (reply: FastifyReply, download: PortfolioDownload) =>
  reply
    .type(download.contentType)
    .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(download.stream as never);

/** The portfolio (issue 17, decision 050): staff read, share and download; families read and download. */
export const portfolioRoutes: FastifyPluginAsyncZod<{
  portfolio: PortfolioService;
  guard: AuthGuard;
}> = async (app, { portfolio, guard }) => {
  const staff = { preHandler: guard.staff };
  const family = { preHandler: guard.parent };

  app.get(
    apiPaths.portfolio,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of a child's observations, stories and photos, newest first, with each share flag",
        params: PortfolioParamsSchema,
        querystring: PortfolioQuerySchema,
        response: { 200: PortfolioPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await portfolio.staffPortfolio(
        actorOf(request),
        request.params.classId,
        request.params.studentId,
        request.query,
      ),
    }),
  );

  app.post(
    apiPaths.portfolioShares,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Share an item of the child's portfolio with the family, or stop sharing it",
        params: PortfolioParamsSchema,
        body: PortfolioShareInputSchema,
        response: { 200: PortfolioShareResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await portfolio.setShared(
        actorOf(request),
        request.params.classId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.get(
    apiPaths.portfolioPdf,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The child's whole portfolio (what you may see) as a PDF",
        params: PortfolioParamsSchema,
        response: fileAnswer('The PDF', 'application/pdf'),
      },
    },
    async (request, reply) => {
      const { classId, studentId } = request.params;
      return sendDownload(reply, await portfolio.staffPdf(actorOf(request), classId, studentId));
    },
  );

  app.get(
    apiPaths.portfolioPhotos,
    {
      ...staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The child's portfolio photos and videos as a zip",
        params: PortfolioParamsSchema,
        response: fileAnswer('The zip', 'application/zip'),
      },
    },
    async (request, reply) => {
      const { classId, studentId } = request.params;
      return sendDownload(reply, await portfolio.staffPhotos(actorOf(request), classId, studentId));
    },
  );

  app.get(
    apiPaths.childPortfolio,
    {
      ...family,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of what your child's teachers shared in the portfolio, newest first",
        params: ChildPortfolioParamsSchema,
        querystring: PortfolioQuerySchema,
        response: { 200: PortfolioPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await portfolio.familyPortfolio(actorOf(request), request.params.studentId, request.query),
    }),
  );

  app.get(
    apiPaths.childPortfolioPdf,
    {
      ...family,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Your child's shared portfolio as a PDF",
        params: ChildPortfolioParamsSchema,
        response: fileAnswer('The PDF', 'application/pdf'),
      },
    },
    async (request, reply) =>
      sendDownload(reply, await portfolio.familyPdf(actorOf(request), request.params.studentId)),
  );

  app.get(
    apiPaths.childPortfolioPhotos,
    {
      ...family,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Your child's shared portfolio photos and videos as a zip",
        params: ChildPortfolioParamsSchema,
        response: fileAnswer('The zip', 'application/zip'),
      },
    },
    async (request, reply) =>
      sendDownload(reply, await portfolio.familyPhotos(actorOf(request), request.params.studentId)),
  );
};
