import {
  messages,
  providerReturnPaths,
  type LinkedSignIn,
  type LoginResult,
  type SignInProvider,
} from '@cue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { IdTokenClaims, OpenIdProvider } from './openid-provider.js';
import { ProviderRefusal } from './openid-provider.js';
import type { Actor, SessionService } from './session.service.js';
import type { SignInIdentitiesRepository } from './sign-in-identities.repository.js';
import { hashToken } from './tokens.js';

/** How long a started sign-in may take at the provider (Google's codes live about as long). */
const ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** Microsoft's tenant of personal accounts (outlook.com, hotmail.com): Microsoft verifies their emails. */
const MICROSOFT_PERSONAL_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

export interface ProviderSignInDeps {
  repository: SignInIdentitiesRepository;
  sessions: SessionService;
  audit: AuditRepository;
  /** The configured providers; one that is absent is "not configured on this server". */
  providers: Partial<Record<SignInProvider, OpenIdProvider>>;
  /** Origins the providers may send people back to: PUBLIC_URL first, then WEB_ORIGINS. */
  returnOrigins: readonly string[];
  phoneLoginEnabled: boolean;
  clock: Clock;
  log: FastifyBaseLogger;
}

const notConfigured = (provider: SignInProvider) =>
  new AppError(
    'SIGN_IN_NOT_CONFIGURED',
    provider === 'google' ? messages.googleNotConfigured : messages.microsoftNotConfigured,
  );
const unreachable = () => new AppError('SIGN_IN_PROVIDER_UNREACHABLE', messages.signInProviderUnreachable);
const userDoesNotExist = () => new AppError('USER_NOT_FOUND', messages.userDoesNotExistWithEmail);

/**
 * Sign-in with Google and Microsoft (decision 039). It never creates an account: the first
 * sign-in must bring a verified email that belongs to exactly one person here, and links that
 * person to the provider's (issuer, subject); later sign-ins go by that link only.
 */
export class ProviderSignInService {
  constructor(private readonly deps: ProviderSignInDeps) {}

  /** google_login/ and microsoft_login/: the provider page to send the browser to. */
  async start(provider: SignInProvider, frontendOrigin: string | undefined): Promise<string> {
    const { repository, clock } = this.deps;
    const openId = this.providerOf(provider);
    const redirectUri = `${this.returnOrigin(frontendOrigin)}${providerReturnPaths[provider]}`;
    const request = await openId.authorizationRequest(redirectUri).catch((error: unknown) => {
      this.deps.log.warn({ provider, reason: reasonOf(error) }, 'Sign-in provider could not be reached');
      throw unreachable();
    });
    const now = clock.now();
    await repository.insertAttempt(
      {
        stateHash: hashToken(request.state),
        provider,
        redirectUri,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
        createdAt: now,
      },
      now,
    );
    return request.url;
  }

  /** google_login_v2/ and microsoft_login_verify/: the provider's answer exchanged for a sign-in. */
  async finish(
    provider: SignInProvider,
    returned: { code: string; state: string; iss?: string | undefined },
    ip: string,
  ): Promise<LoginResult> {
    const { repository, clock, log } = this.deps;
    const openId = this.providerOf(provider);
    // Used up before the exchange: the same return brought twice finds nothing the second time.
    const attempt = await repository.takeAttempt(hashToken(returned.state), provider, clock.now());
    if (!attempt) return this.refuse(provider, 'unknown, used or expired state');
    let claims: IdTokenClaims;
    try {
      claims = await openId.exchange({ ...attempt, state: returned.state }, returned);
    } catch (error) {
      if (!(error instanceof ProviderRefusal)) throw error;
      if (!error.unreachable) return this.refuse(provider, error.reason);
      log.warn({ provider, reason: error.reason }, 'Sign-in provider could not be reached');
      throw unreachable();
    }
    const user = await this.personOf(provider, claims);
    return this.deps.sessions.signIn(user, { method: provider, ip });
  }

  /** linked_sign_ins/: the ways the person can sign in. */
  async listWaysIn(actor: Actor): Promise<{ phone: boolean; linked: LinkedSignIn[] }> {
    const { repository } = this.deps;
    const [identities, phone] = await Promise.all([
      repository.listIdentities(actor.userId),
      this.canUsePhone(actor.userId),
    ]);
    return {
      phone,
      linked: identities.map((identity) => ({
        _id: identity.id,
        provider: identity.provider,
        email: identity.email,
        linked_at: identity.createdAt.toISOString(),
        last_used_at: identity.lastUsedAt?.toISOString() ?? null,
      })),
    };
  }

  /** DELETE linked_sign_ins/{id}: unlinks one account, unless it is the last way in. */
  async unlink(actor: Actor, identityId: string): Promise<void> {
    const { repository, audit, clock } = this.deps;
    // Someone acting with a temporary token must not change how the real person signs in.
    if (actor.isTemporary) throw forbidden();
    const phone = await this.canUsePhone(actor.userId);
    const removed = await repository.transaction(async (tx) => {
      await tx.lockUser(actor.userId);
      const identities = await tx.listIdentities(actor.userId);
      const identity = identities.find((candidate) => candidate.id === identityId);
      if (!identity) throw notFound();
      if (!phone && identities.length === 1)
        throw new AppError('LAST_WAY_TO_SIGN_IN', messages.lastWayToSignIn);
      await tx.deleteIdentity(identity.id, actor.userId);
      return identity;
    });
    await audit.append({
      at: clock.now(),
      schoolId: actor.schoolId,
      actorUserId: actor.userId,
      action: 'unlink_sign_in',
      entity: 'sign_in_identity',
      entityId: removed.id,
      details: { provider: removed.provider },
    });
  }

  /**
   * The person the checked claims sign in: by the (issuer, subject) link when there is one, else
   * by a verified email that belongs to one person who has no link from this provider yet. Someone
   * already linked to another account of the provider is never reached by email: that account's
   * email may have been recycled or handed to someone else.
   */
  private async personOf(provider: SignInProvider, claims: IdTokenClaims) {
    const { repository, clock, log } = this.deps;
    const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email : null;
    const linked = await repository.findLinkedUser(claims.iss, claims.sub);
    if (linked) {
      await repository.recordUse(linked.identityId, email, clock.now());
      return linked.user;
    }
    if (!email) throw userDoesNotExist();
    if (!emailIsVerified(provider, claims)) {
      log.info({ provider }, 'Provider sign-in refused: email not verified');
      throw new AppError('EMAIL_NOT_VERIFIED', messages.emailNotVerified);
    }
    const user = await repository.findActiveUserByEmail(email);
    if (!user) throw userDoesNotExist();
    const identityId = await repository.transaction(async (tx) => {
      await tx.lockUser(user.id);
      // The same first sign-in twice at once: the other one linked it a moment ago.
      const raced = await tx.findLinkedUser(claims.iss, claims.sub);
      if (raced) return raced.user.id === user.id ? raced.identityId : null;
      if (await tx.hasLinkFrom(user.id, provider)) return null;
      const now = clock.now();
      const id = await tx.insertIdentity({
        userId: user.id,
        provider,
        issuer: claims.iss,
        subject: claims.sub,
        email,
        lastUsedAt: now,
        createdAt: now,
      });
      return id;
    });
    if (!identityId) {
      log.warn(
        { provider },
        'Provider sign-in refused: the email belongs to a person linked to another account',
      );
      throw userDoesNotExist();
    }
    await this.deps.audit.append({
      at: clock.now(),
      schoolId: null,
      actorUserId: user.id,
      action: 'link_sign_in',
      entity: 'sign_in_identity',
      entityId: identityId,
      details: { provider },
    });
    return user;
  }

  private providerOf(provider: SignInProvider): OpenIdProvider {
    const openId = this.deps.providers[provider];
    if (!openId) throw notConfigured(provider);
    return openId;
  }

  /** The web app's origin from the frontend-origin header, if it is one the providers may return to. */
  private returnOrigin(frontendOrigin: string | undefined): string {
    const { returnOrigins } = this.deps;
    if (frontendOrigin === undefined) return returnOrigins[0]!;
    const origin = URL.canParse(frontendOrigin) ? new URL(frontendOrigin).origin : null;
    if (!origin || !returnOrigins.includes(origin))
      throw badInput(
        'frontend-origin',
        'is not an address this server is reached at (PUBLIC_URL, WEB_ORIGINS)',
      );
    return origin;
  }

  private async canUsePhone(userId: string): Promise<boolean> {
    return this.deps.phoneLoginEnabled && (await this.deps.repository.userPhone(userId)) !== null;
  }

  /** Every failed check ends the same way for the browser; the log says which check, never the code or a token. */
  private refuse(provider: SignInProvider, reason: string): never {
    this.deps.log.warn({ provider, reason }, 'Provider sign-in refused');
    throw new AppError('SIGN_IN_FAILED', messages.signInFailed);
  }
}

/**
 * Google says so in `email_verified`. Microsoft gives `email_verified` only sometimes: its
 * optional `xms_edov` claim says the domain's owner verified the email, and its personal accounts'
 * emails are verified by Microsoft; anything else may be an address any tenant admin typed in.
 */
function emailIsVerified(provider: SignInProvider, claims: IdTokenClaims): boolean {
  if (claims.email_verified === true) return true;
  if (provider !== 'microsoft') return false;
  return claims.xms_edov === true || claims.tid === MICROSOFT_PERSONAL_TENANT;
}

function reasonOf(error: unknown): string {
  return error instanceof ProviderRefusal ? error.reason : 'unexpected';
}
