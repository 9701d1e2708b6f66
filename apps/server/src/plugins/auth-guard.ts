import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserKind } from '@cue/contracts';
import { forbidden, notAuthenticated } from '../lib/app-error.js';
import type { Actor, SessionService } from '../modules/auth/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export interface AuthGuard {
  /** Any signed-in user, staff or parent. */
  anyUser: preHandlerAsyncHookHandler;
  /** Staff tokens only: a parent token can never read staff data. */
  staff: preHandlerAsyncHookHandler;
  /** Parent tokens only. */
  parent: preHandlerAsyncHookHandler;
}

export function createAuthGuard(sessions: SessionService): AuthGuard {
  const requireKind = (kind: UserKind | null): preHandlerAsyncHookHandler =>
    async function authenticate(request) {
      const token = bearerToken(request);
      if (!token) throw notAuthenticated();
      const actor = await sessions.authenticate(token);
      if (kind && actor.kind !== kind) throw forbidden();
      request.actor = actor;
    };
  return { anyUser: requireKind(null), staff: requireKind('staff'), parent: requireKind('parent') };
}

/** The actor a guard resolved; calling it on an unguarded route is a programming error. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`Route ${request.routeOptions.url} used actorOf without an auth guard`);
  return request.actor;
}
