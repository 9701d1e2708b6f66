import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  FRONTEND_ORIGIN_HEADER,
  IdParamsSchema,
  LinkedSignInsResponseSchema,
  LoginResultSchema,
  OkResponseSchema,
  ProviderSignInStartResponseSchema,
  ProviderSignInVerifyInputSchema,
  apiPaths,
  type SignInProvider,
} from '@cue/contracts';
import { z } from 'zod';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { ProviderSignInService } from './provider-sign-in.service.js';

const tags = ['Sign-in'];
const errors = { ...clientErrors, 429: ErrorResponseSchema, 502: ErrorResponseSchema };
const StartHeadersSchema = z.object({
  [FRONTEND_ORIGIN_HEADER]: z.string().max(512).optional().describe("The web app's origin"),
});

/** The routes of each provider (spec section 7; Google's start is ours, decision 039). */
const routesOf: Record<SignInProvider, { start: string; verify: string; name: string }> = {
  google: { start: apiPaths.googleLogin, verify: apiPaths.googleLoginV2, name: 'Google' },
  microsoft: { start: apiPaths.microsoftLogin, verify: apiPaths.microsoftLoginVerify, name: 'Microsoft' },
};

/** Sign-in with Google and Microsoft, and the account screen's linked sign-ins. */
export const providerSignInRoutes: FastifyPluginAsyncZod<{
  providerSignIn: ProviderSignInService;
  guard: AuthGuard;
}> = async (app, { providerSignIn, guard }) => {
  for (const provider of ['google', 'microsoft'] as const) {
    const { start, verify, name } = routesOf[provider];
    app.get(
      start,
      {
        schema: {
          tags,
          summary: `The ${name} page to send the browser to (PKCE, state and nonce kept here)`,
          headers: StartHeadersSchema,
          response: { 200: ProviderSignInStartResponseSchema, ...errors },
        },
      },
      async (request) => ({
        result: await providerSignIn.start(provider, request.headers[FRONTEND_ORIGIN_HEADER]),
      }),
    );

    app.post(
      verify,
      {
        schema: {
          tags,
          summary: `Exchange the code ${name} sent back for a token pair per role`,
          body: ProviderSignInVerifyInputSchema,
          response: { 200: LoginResultSchema, ...errors },
        },
      },
      async (request) => providerSignIn.finish(provider, request.body, request.ip),
    );
  }

  app.get(
    apiPaths.linkedSignIns,
    {
      preHandler: guard.anyUser,
      schema: {
        tags: ['Account'],
        security: bearerSecurity,
        summary: 'The ways the signed-in person can sign in: phone, linked Google and Microsoft accounts',
        response: { 200: LinkedSignInsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await providerSignIn.listWaysIn(actorOf(request)) }),
  );

  app.delete(
    apiPaths.linkedSignInById,
    {
      preHandler: guard.anyUser,
      schema: {
        tags: ['Account'],
        security: bearerSecurity,
        summary: 'Unlink a Google or Microsoft account (not the last way in)',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...clientErrors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await providerSignIn.unlink(actorOf(request), request.params.id);
      return { result: true as const };
    },
  );
};
