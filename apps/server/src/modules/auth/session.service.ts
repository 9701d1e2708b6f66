import {
  messages,
  refreshTokenNeedsRenewal,
  type LoginResult,
  type TokenPair,
  type UserKind,
} from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { AuthRepository, RefreshSession } from './auth.repository.js';
import { hashToken, InvalidTokenError, type TokenService } from './tokens.js';

/** Who is calling: resolved from a valid access token of a live session. */
export interface Actor {
  userId: string;
  kind: UserKind;
  sessionId: string;
  /** The school a staff actor works in; null for parents. */
  schoolId: string | null;
  /**
   * Signed in with a temporary access token an admin generated: acting for someone else, so
   * never allowed to manage tokens, switch school, delete the account or use platform rights.
   */
  isTemporary: boolean;
}

export interface SessionServiceDeps {
  repository: AuthRepository;
  audit: AuditRepository;
  tokens: TokenService;
  clock: Clock;
}

const sessionExpired = () => new AppError('SESSION_EXPIRED', messages.sessionExpired);

/**
 * Sessions: sign-in by a verified OTP token, access-token checks, refresh rotation with reuse
 * detection, and logout. A refresh token is stored only as a hash; presenting one that was
 * already rotated means it leaked, so every session of that sign-in ends.
 */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /** logged_in_user_phone_verification/: one token pair per role the user holds. */
  async signInWithOtpToken(otpToken: string, phone: string, ip: string): Promise<LoginResult> {
    const { repository, tokens, clock } = this.deps;
    const claims = await tokens.verifyOtpToken(otpToken).catch(() => null);
    if (!claims || claims.phone !== phone) {
      throw new AppError('NOT_AUTHENTICATED', messages.otpTokenInvalid, { field: 'otp_jwt_token' });
    }
    const user = await repository.findActiveUserByPhone(phone);
    if (!user)
      throw new AppError('PHONE_NOT_REGISTERED', messages.phoneNotRegistered, { field: 'phone_number' });
    return this.signIn(user, { method: 'phone', ip }, async (tx) => {
      if (!(await tx.markChallengeExchanged(claims.challengeId, clock.now()))) {
        throw new AppError('NOT_AUTHENTICATED', messages.otpTokenInvalid, { field: 'otp_jwt_token' });
      }
    });
  }

  /**
   * Opens a sign-in for a person found by a proof of identity (a texted code, a Google or
   * Microsoft account): a staff session in their school and a parent session when they have
   * children, both or either. `withinSignIn` runs in the same transaction (e.g. to use the proof up).
   */
  async signIn(
    user: { id: string; activeSchoolId: string | null },
    how: { method: 'phone' | 'google' | 'microsoft'; ip: string },
    withinSignIn?: (tx: AuthRepository) => Promise<void>,
  ): Promise<LoginResult> {
    const { repository } = this.deps;
    const schoolIds = await repository.listStaffSchoolIds(user.id);
    const staffSchoolId =
      user.activeSchoolId && schoolIds.includes(user.activeSchoolId)
        ? user.activeSchoolId
        : (schoolIds[0] ?? null);
    const isParent = await repository.hasChildren(user.id);
    if (!staffSchoolId && !isParent) throw new AppError('FORBIDDEN', messages.noSchoolAccess);

    const loginId = newObjectId();
    const result = await repository.transaction(async (tx) => {
      await withinSignIn?.(tx);
      const login: LoginResult = {};
      if (staffSchoolId)
        login.staff_user = await this.openSession(tx, loginId, user.id, 'staff', staffSchoolId);
      if (isParent) login.parent_user = await this.openSession(tx, loginId, user.id, 'parent', null);
      return login;
    });
    await this.deps.audit.append({
      at: this.deps.clock.now(),
      schoolId: staffSchoolId,
      actorUserId: user.id,
      action: 'sign_in',
      entity: 'session',
      entityId: loginId,
      details: { method: how.method, roles: Object.keys(result), ip: how.ip },
    });
    return result;
  }

  /** Every authenticated request: a valid access token of a session that is still live. */
  async authenticate(accessToken: string): Promise<Actor> {
    const claims = await this.deps.tokens.verifyAccessToken(accessToken).catch((error: unknown) => {
      if (error instanceof InvalidTokenError) throw sessionExpired();
      throw error;
    });
    const session = await this.liveSession(claims.sessionId, claims.userId);
    return {
      userId: claims.userId,
      kind: session.kind,
      sessionId: session.id,
      schoolId: session.schoolId,
      isTemporary: session.tempTokenId !== null,
    };
  }

  /** access_token_active/: a new access token for a valid refresh token. */
  async issueAccessToken(refreshToken: string): Promise<string> {
    const session = await this.sessionOfRefreshToken(refreshToken);
    return this.deps.tokens.signAccessToken(
      { userId: session.userId, kind: session.kind, sessionId: session.id },
      session.expiresAt,
    );
  }

  /** renew_refresh_token/: rotates the refresh token once 5 days or fewer remain. */
  async renewRefreshToken(refreshToken: string): Promise<TokenPair & { rotated: boolean }> {
    const { repository, tokens, clock } = this.deps;
    const session = await this.sessionOfRefreshToken(refreshToken);
    const claims = { userId: session.userId, kind: session.kind, sessionId: session.id };
    const access_token = await tokens.signAccessToken(claims, session.expiresAt);
    const nowSeconds = clock.now().getTime() / 1000;
    // A temporary-token session ends with its token: it is never extended.
    if (
      session.tempTokenId !== null ||
      !refreshTokenNeedsRenewal(session.expiresAt.getTime() / 1000, nowSeconds)
    ) {
      return { access_token, refresh_token: refreshToken, rotated: false };
    }
    const expiresAt = tokens.refreshTokenExpiry();
    const next = await tokens.signRefreshToken(claims, expiresAt);
    const swapped = await repository.rotateRefreshToken(session.id, hashToken(refreshToken), {
      hash: hashToken(next),
      expiresAt,
      at: clock.now(),
    });
    // Another request rotated this token a moment ago: the presented token is now a reused one.
    if (!swapped) return this.refuseReusedToken(session);
    return { access_token, refresh_token: next, rotated: true };
  }

  /** logout/: ends the sign-in the token belongs to, even if the token has expired. */
  async logout(token: string): Promise<void> {
    const { tokens, repository, clock } = this.deps;
    const claims =
      (await tokens.verifyAccessToken(token, { allowExpired: true }).catch(() => null)) ??
      (await tokens.verifyRefreshToken(token, { allowExpired: true }).catch(() => null));
    if (!claims) throw sessionExpired();
    const session = await repository.findSession(claims.sessionId);
    if (!session || session.userId !== claims.userId) throw sessionExpired();
    await repository.revokeLogin(session.loginId, 'logout', clock.now());
    await this.deps.audit.append({
      at: clock.now(),
      schoolId: session.schoolId,
      actorUserId: session.userId,
      action: 'sign_out',
      entity: 'session',
      entityId: session.loginId,
    });
  }

  /**
   * access_token_login/: a staff session for the token's staff member in the token's school that
   * ends when the token does (its refresh token is never renewed past that).
   */
  async openTempTokenSession(tempToken: {
    id: string;
    staffUserId: string;
    schoolId: string;
    expiresAt: Date;
  }): Promise<TokenPair> {
    const { repository, audit, clock } = this.deps;
    const loginId = newObjectId();
    const pair = await repository.transaction((tx) =>
      this.openSession(tx, loginId, tempToken.staffUserId, 'staff', tempToken.schoolId, {
        expiresAt: tempToken.expiresAt,
        tempTokenId: tempToken.id,
      }),
    );
    await audit.append({
      at: clock.now(),
      schoolId: tempToken.schoolId,
      actorUserId: tempToken.staffUserId,
      action: 'sign_in',
      entity: 'session',
      entityId: loginId,
      details: { method: 'access_token', temp_token_id: tempToken.id },
    });
    return pair;
  }

  /** Ends every session opened with a temporary token (the token was revoked). */
  async endTempTokenSessions(tempTokenId: string): Promise<void> {
    await this.deps.repository.revokeTempTokenSessions(
      tempTokenId,
      'access_token_revoked',
      this.deps.clock.now(),
    );
  }

  /**
   * switch_school/: a new staff session in another school of the same sign-in; the old staff
   * session ends and the school becomes the one the next sign-in opens. The caller checked that
   * the user is a staff member of `schoolId`.
   */
  async switchStaffSchool(actor: Actor, schoolId: string): Promise<TokenPair> {
    const { repository, audit, clock } = this.deps;
    const current = await repository.findSession(actor.sessionId);
    if (!current || actor.kind !== 'staff') throw sessionExpired();
    // A temporary token lets someone act in one school only.
    if (actor.isTemporary || current.tempTokenId !== null)
      throw new AppError('FORBIDDEN', messages.forbidden);
    const pair = await repository.transaction(async (tx) => {
      const next = await this.openSession(tx, current.loginId, actor.userId, 'staff', schoolId);
      await tx.revokeSession(current.id, 'school_switch', clock.now());
      await tx.setActiveSchool(actor.userId, schoolId);
      return next;
    });
    await audit.append({
      at: clock.now(),
      schoolId,
      actorUserId: actor.userId,
      action: 'switch_school',
      entity: 'session',
      entityId: current.loginId,
      details: { from_school_id: current.schoolId },
    });
    return pair;
  }

  /** Ends every session of a person (account deletion). */
  async endAllSessions(userId: string, reason: string): Promise<void> {
    await this.deps.repository.revokeUserSessions(userId, reason, this.deps.clock.now());
  }

  private async openSession(
    tx: AuthRepository,
    loginId: string,
    userId: string,
    kind: UserKind,
    schoolId: string | null,
    temporary?: { expiresAt: Date; tempTokenId: string },
  ): Promise<TokenPair> {
    const { tokens, clock } = this.deps;
    const sessionId = newObjectId();
    const expiresAt = temporary?.expiresAt ?? tokens.refreshTokenExpiry();
    const refresh_token = await tokens.signRefreshToken({ userId, kind, sessionId }, expiresAt);
    await tx.insertSession({
      id: sessionId,
      loginId,
      userId,
      kind,
      schoolId,
      refreshTokenHash: hashToken(refresh_token),
      expiresAt,
      tempTokenId: temporary?.tempTokenId ?? null,
      createdAt: clock.now(),
    });
    const access_token = await tokens.signAccessToken({ userId, kind, sessionId }, expiresAt);
    return { access_token, refresh_token };
  }

  private async sessionOfRefreshToken(refreshToken: string): Promise<RefreshSession> {
    const claims = await this.deps.tokens.verifyRefreshToken(refreshToken).catch(() => {
      throw sessionExpired();
    });
    const session = await this.liveSession(claims.sessionId, claims.userId);
    if (session.refreshTokenHash !== hashToken(refreshToken)) return this.refuseReusedToken(session);
    return session;
  }

  private async refuseReusedToken(session: RefreshSession): Promise<never> {
    await this.deps.repository.revokeLogin(session.loginId, 'refresh_token_reuse', this.deps.clock.now());
    await this.deps.audit.append({
      at: this.deps.clock.now(),
      schoolId: session.schoolId,
      actorUserId: session.userId,
      action: 'refresh_token_reuse',
      entity: 'session',
      entityId: session.loginId,
    });
    throw sessionExpired();
  }

  /**
   * Throws unless the actor's session is still live (not logged out, switched away, revoked or
   * expired): for long-lived connections that authenticated once, before each action they take.
   */
  async assertLive(actor: Actor): Promise<void> {
    await this.liveSession(actor.sessionId, actor.userId);
  }

  private async liveSession(sessionId: string, userId: string): Promise<RefreshSession> {
    const session = await this.deps.repository.findSessionWithUser(sessionId);
    if (
      !session ||
      session.userId !== userId ||
      !session.userIsActive ||
      session.tempTokenRevoked ||
      session.revokedAt ||
      session.expiresAt.getTime() <= this.deps.clock.now().getTime()
    ) {
      throw sessionExpired();
    }
    return session;
  }
}
