import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  MediaConsumptionResponseSchema,
  MediaQuotaExtendSchema,
  SchoolMediaUsageResponseSchema,
  UploadConstraintsResponseSchema,
  apiPaths,
  messages,
} from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { MediaUsageService } from './media.quota.js';

const tags = ['Media'];

/** Upload limits, a school's storage and its quota; the calls of later issues answer 501. */
export const mediaUsageRoutes: FastifyPluginAsyncZod<{ usage: MediaUsageService; guard: AuthGuard }> = async (
  app,
  { usage, guard },
) => {
  app.get(
    apiPaths.uploadConstraints,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The upload limits the server enforces (bytes per kind, files per post)',
        response: { 200: UploadConstraintsResponseSchema, ...clientErrors },
      },
    },
    async () => ({ result: usage.constraints() }),
  );

  app.get(
    apiPaths.schoolMediaUsage,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's media storage used against its quota (admin_portal.usage)",
        response: { 200: SchoolMediaUsageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await usage.schoolUsage(actorOf(request)) }),
  );

  app.get(
    apiPaths.schoolMediaConsumption,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A school's storage and its last 12 months (platform admins; a school's admins)",
        params: IdParamsSchema,
        response: { 200: MediaConsumptionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await usage.consumption(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.schoolMediaQuotaExtend,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Sets a school's media quota (platform admins; not below what it uses)",
        params: IdParamsSchema,
        body: MediaQuotaExtendSchema,
        response: { 200: SchoolMediaUsageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await usage.extendQuota(actorOf(request), request.params.id, request.body.quota_bytes),
    }),
  );

  // Answered after sign-in, so the calls do not tell strangers what the server has. The spec
  // names no method for some of them: both answer the same.
  const notYet = (path: string, message: string, summary: string) =>
    app.route({
      method: ['GET', 'POST'],
      url: path,
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary,
        response: { 401: ErrorResponseSchema, 501: ErrorResponseSchema },
      },
      handler: async () => {
        throw new AppError('NOT_IMPLEMENTED', message);
      },
    });
  const face = messages.faceRecognitionNotAvailable;
  notYet(apiPaths.addNewFace, face, 'Face recognition: a later issue (501)');
  notYet(apiPaths.fetchUserRecognizedFace, face, 'Face recognition: a later issue (501)');
  notYet(apiPaths.resetUserFaceReference, face, 'Face recognition: a later issue (501)');
  notYet(apiPaths.searchWithFace, face, 'Face recognition: a later issue (501)');
  notYet(apiPaths.addUnmatchedFace, face, 'Face recognition: a later issue (501)');
  notYet(
    apiPaths.mediaAddInActivity,
    messages.activitiesNotAvailable,
    'Activities: the planning suite (501)',
  );
};
