import {
  accessTokenNeedsRenewal,
  messages,
  readTokenExpiry,
  refreshTokenNeedsRenewal,
  type TokenPair,
  type UserKind,
} from '@cue/contracts';
import { ApiError, apiErrorCodes } from './api-error';
import { heldKinds, tokenPairOf, type Session, type SessionStore } from './session-store';

export type Renewal = 'none' | 'access' | 'refresh';

/**
 * What one pair needs now (spec "Token lifecycle"): a new refresh token when 5 days or fewer
 * remain (that call also answers a new access token), else a new access token when it is expired
 * or about to be. A token without a readable expiry is left for the server to judge.
 */
export function renewalFor(pair: TokenPair, nowSeconds: number): Renewal {
  const refreshExpiry = readTokenExpiry(pair.refresh_token);
  if (refreshExpiry !== null && refreshTokenNeedsRenewal(refreshExpiry, nowSeconds)) return 'refresh';
  const accessExpiry = readTokenExpiry(pair.access_token);
  if (accessExpiry !== null && accessTokenNeedsRenewal(accessExpiry, nowSeconds)) return 'access';
  return 'none';
}

export interface RenewalStep {
  kind: UserKind;
  renewal: Exclude<Renewal, 'none'>;
  refreshToken: string;
}

/**
 * The renewals to run before a call. A dual-role user's two kinds are renewed together: when
 * either pair is due, the other gets at least a new access token in the same round.
 */
export function planRenewal(session: Session, nowSeconds: number): RenewalStep[] {
  const needs = heldKinds(session).flatMap((kind) => {
    const pair = tokenPairOf(session, kind);
    return pair ? [{ kind, refreshToken: pair.refresh_token, renewal: renewalFor(pair, nowSeconds) }] : [];
  });
  if (needs.every((need) => need.renewal === 'none')) return [];
  return needs.map((need) => ({
    ...need,
    // A temporary session's refresh token is never rotated: a new one would outlive the grant.
    renewal: need.renewal === 'none' || session.isTempToken ? 'access' : need.renewal,
  }));
}

/** A temporary-token session ends when its seconds left reach 0 or less. */
export function isTempSessionOver(session: Session, nowMs: number): boolean {
  return session.isTempToken && (session.tempTokenExpiresAt ?? 0) - nowMs <= 0;
}

export interface TokenRenewerDeps {
  store: SessionStore;
  /** Milliseconds since the epoch; injectable so tests choose the moment. */
  now: () => number;
  /** GET access_token_active/ with the refresh token as bearer. */
  fetchAccessToken: (refreshToken: string) => Promise<string>;
  /** GET renew_refresh_token/ with the refresh token as bearer. */
  fetchRenewedPair: (refreshToken: string) => Promise<TokenPair>;
  /** Ends the session after a failed renewal (spec: failure logs the user out). */
  onFailure: (error: unknown) => void;
}

export interface TokenRenewer {
  /** The session with tokens fresh enough for a call, or null when nobody is logged in. */
  ensureFresh(): Promise<Session | null>;
}

export function createTokenRenewer(deps: TokenRenewerDeps): TokenRenewer {
  // Concurrent calls share one renewal: a refresh token may be rotated only once.
  let inFlight: Promise<Session> | null = null;

  async function renewStep(step: RenewalStep): Promise<{ kind: UserKind; pair: TokenPair }> {
    if (step.renewal === 'refresh') {
      return { kind: step.kind, pair: await deps.fetchRenewedPair(step.refreshToken) };
    }
    const accessToken = await deps.fetchAccessToken(step.refreshToken);
    return { kind: step.kind, pair: { access_token: accessToken, refresh_token: step.refreshToken } };
  }

  async function renew(steps: RenewalStep[]): Promise<Session> {
    try {
      const renewed = await Promise.all(steps.map(renewStep));
      for (const { kind, pair } of renewed) deps.store.updatePair(kind, pair);
      const session = deps.store.get();
      // A logout while the renewal ran wins over the renewal.
      if (!session) throw new Error('Logged out during token renewal');
      return session;
    } catch (error) {
      deps.onFailure(error);
      throw new ApiError(401, apiErrorCodes.sessionEnded, messages.sessionExpired, { cause: error });
    }
  }

  return {
    ensureFresh() {
      if (inFlight) return inFlight;
      const session = deps.store.get();
      if (!session) return Promise.resolve(null);
      if (isTempSessionOver(session, deps.now())) {
        // Never renewed past its end: the temporary session is over (spec "Token lifecycle").
        deps.onFailure(new Error('Temporary access token expired'));
        return Promise.reject(new ApiError(401, apiErrorCodes.sessionEnded, messages.tempTokenExpired));
      }
      const steps = planRenewal(session, Math.floor(deps.now() / 1000));
      if (steps.length === 0) return Promise.resolve(session);
      inFlight = renew(steps).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
