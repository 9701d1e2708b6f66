import { randomBytes } from 'node:crypto';
import { messages, type AccessTokenSummary, type TokenPair } from '@cue/contracts';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { Actor, SessionService } from '../auth/session.service.js';
import { hashToken } from '../auth/tokens.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { mayGenerateTokenFor } from './access-tokens.policy.js';
import { presentAccessToken } from './access-tokens.presenter.js';
import type { AccessTokensRepository } from './access-tokens.repository.js';

export interface AccessTokensServiceDeps {
  repository: AccessTokensRepository;
  schools: SchoolsService;
  sessions: SessionService;
  audit: AuditRepository;
  clock: Clock;
}

const sessionExpired = () => new AppError('SESSION_EXPIRED', messages.sessionExpired);

/**
 * Temporary access tokens: an admin lets someone act as one of the school's staff until a time
 * they choose. The token is shown once and stored as its SHA-256; revoking it ends every session
 * opened with it at once.
 */
export class AccessTokensService {
  constructor(private readonly deps: AccessTokensServiceDeps) {}

  /** school_staff/: who a token may be generated for. */
  async listSchoolStaff(actor: Actor) {
    const access = await this.deps.schools.accessTokenAdminAccess(actor);
    const rows = await this.deps.repository.listSchoolStaff(access.schoolId);
    return rows
      .filter((row) => mayGenerateTokenFor(access, row))
      .map((r) => ({ _id: r.id, first_name: r.firstName, last_name: r.lastName, admin: r.isAdmin }));
  }

  async createToken(
    actor: Actor,
    input: { staff_user_id: string; expires_in_minutes: number },
  ): Promise<AccessTokenSummary & { token: string }> {
    const { repository, schools, audit, clock } = this.deps;
    const access = await schools.accessTokenAdminAccess(actor);
    const target = await repository.findActiveStaffMember(input.staff_user_id, access.schoolId);
    if (!target) throw notFound('Staff member not found');
    if (!mayGenerateTokenFor(access, target)) throw forbidden();
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    const id = newObjectId(now);
    await repository.insertToken({
      id,
      schoolId: access.schoolId,
      staffUserId: input.staff_user_id,
      createdByUserId: actor.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + input.expires_in_minutes * 60 * 1000),
      createdAt: now,
    });
    await audit.append({
      at: now,
      schoolId: access.schoolId,
      actorUserId: actor.userId,
      action: 'create_access_token',
      entity: 'temp_access_token',
      entityId: id,
      details: { staff_user_id: input.staff_user_id, expires_in_minutes: input.expires_in_minutes },
    });
    const row = await repository.findToken(id);
    if (!row) throw new Error(`access token ${id} vanished after insert`);
    return { ...presentAccessToken(row, now), token };
  }

  async listTokens(actor: Actor): Promise<AccessTokenSummary[]> {
    const access = await this.deps.schools.accessTokenAdminAccess(actor);
    const now = this.deps.clock.now();
    return (await this.deps.repository.listTokens(access.schoolId)).map((row) =>
      presentAccessToken(row, now),
    );
  }

  /** Revokes a token of the admin's school and ends its sessions; revoking twice is harmless. */
  async revokeToken(actor: Actor, id: string): Promise<void> {
    const { repository, schools, sessions, audit, clock } = this.deps;
    const access = await schools.accessTokenAdminAccess(actor);
    const row = await repository.findToken(id);
    if (!row || row.schoolId !== access.schoolId) throw notFound('Access token not found');
    const revoked = await repository.revokeToken(id, clock.now());
    await sessions.endTempTokenSessions(id);
    if (revoked) {
      await audit.append({
        at: clock.now(),
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'revoke_access_token',
        entity: 'temp_access_token',
        entityId: id,
      });
    }
  }

  /** access_token_login/: a staff session ending with the token; revoked or expired -> 401. */
  async signInWithToken(
    token: string,
  ): Promise<{ staff_user: TokenPair; is_temp_token: true; expires_at: string }> {
    const { repository, sessions, clock } = this.deps;
    const row = await repository.findTokenByHash(hashToken(token));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= clock.now().getTime()) throw sessionExpired();
    // The staff member may have left the school since the token was made.
    if (!(await repository.findActiveStaffMember(row.staffUserId, row.schoolId))) throw sessionExpired();
    const staff_user = await sessions.openTempTokenSession({
      id: row.id,
      staffUserId: row.staffUserId,
      schoolId: row.schoolId,
      expiresAt: row.expiresAt,
    });
    return { staff_user, is_temp_token: true, expires_at: row.expiresAt.toISOString() };
  }
}
