import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessTokenLoginInputSchema,
  AccessTokenLoginResponseSchema,
  CreateAccessTokenInputSchema,
  CreateAccessTokenResponseSchema,
  IdParamsSchema,
  ListAccessTokensResponseSchema,
  OkResponseSchema,
  SchoolStaffResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { AccessTokensService } from './access-tokens.service.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';

const tags = ['Access tokens'];

/** School setup > access tokens (admins), and signing in with such a token (no bearer). */
export const accessTokensRoutes: FastifyPluginAsyncZod<{
  accessTokens: AccessTokensService;
  guard: AuthGuard;
}> = async (app, { accessTokens, guard }) => {
  app.get(
    apiPaths.schoolStaff,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's staff a token may be generated for (admins)",
        response: { 200: SchoolStaffResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await accessTokens.listSchoolStaff(actorOf(request)) }),
  );

  app.post(
    apiPaths.accessTokens,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Generate a temporary access token for a staff member (shown once)',
        body: CreateAccessTokenInputSchema,
        response: { 200: CreateAccessTokenResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await accessTokens.createToken(actorOf(request), request.body) }),
  );

  app.get(
    apiPaths.accessTokens,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's temporary access tokens, newest first",
        response: { 200: ListAccessTokensResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await accessTokens.listTokens(actorOf(request)) }),
  );

  app.delete(
    apiPaths.accessTokenById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Revoke a token and end every session opened with it',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await accessTokens.revokeToken(actorOf(request), request.params.id);
      return { result: true as const };
    },
  );

  app.post(
    apiPaths.accessTokenLogin,
    {
      schema: {
        tags,
        summary: 'Sign in with a temporary access token: a staff session that ends with the token',
        body: AccessTokenLoginInputSchema,
        response: { 200: AccessTokenLoginResponseSchema, ...clientErrors },
      },
    },
    async (request) => accessTokens.signInWithToken(request.body.token),
  );
};
