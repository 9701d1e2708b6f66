import type { MediaConsumption, MediaKind, SchoolMediaUsage, UploadConstraints } from '@cue/contracts';
import { badInput } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import * as refuse from './media.errors.js';
import type { MediaRepository } from './media.repository.js';

/** The server's upload limits (MEDIA_MAX_* settings, defaults from contracts). */
export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
  maxDocBytes: number;
  totalMedia: number;
  schoolQuotaBytes: number;
  /** Uploads one user may make in any 24 hours (MEDIA_UPLOADS_PER_USER_PER_DAY). */
  uploadsPerUserPerDay: number;
}

export const limitOfKind = (limits: MediaLimits, kind: MediaKind) =>
  kind === 'image' ? limits.maxImageBytes : kind === 'video' ? limits.maxVideoBytes : limits.maxDocBytes;

/** The largest any upload may be: where the multipart reader stops before the type is known. */
export const largestUpload = (limits: MediaLimits) =>
  Math.max(limits.maxImageBytes, limits.maxVideoBytes, limits.maxDocBytes);

/** A school's storage: its own quota when a platform admin set one, else the server's default. */
export class MediaQuota {
  constructor(readonly limits: MediaLimits) {}

  async usage(repository: MediaRepository, schoolId: string) {
    const school = await repository.findSchool(schoolId);
    if (!school) throw refuse.schoolNotFound();
    const kinds = await repository.usageByKind(schoolId);
    const byKind = (kind: MediaKind) => {
      const found = kinds.find((k) => k.kind === kind);
      return { count: found?.count ?? 0, bytes: found?.bytes ?? 0 };
    };
    return {
      school,
      quotaBytes: school.mediaQuotaBytes ?? this.limits.schoolQuotaBytes,
      usedBytes: kinds.reduce((sum, k) => sum + k.bytes, 0),
      count: kinds.reduce((sum, k) => sum + k.count, 0),
      byKind: { image: byKind('image'), video: byKind('video'), document: byKind('document') },
    };
  }

  /** 413 mediaQuotaReached when `incomingBytes` more would pass the school's quota. */
  async assertRoom(repository: MediaRepository, schoolId: string, incomingBytes: number): Promise<void> {
    const { usedBytes, quotaBytes } = await this.usage(repository, schoolId);
    if (usedBytes + incomingBytes > quotaBytes) throw refuse.quotaReached();
  }
}

/** The limits and storage answers: upload constraints, a school's usage, platform quota changes. */
export class MediaUsageService {
  constructor(
    private readonly deps: {
      repository: MediaRepository;
      schools: SchoolsService;
      quota: MediaQuota;
      clock: Clock;
    },
  ) {}

  /** fetch_media_upload_constraint/: the same limits the pipeline enforces. */
  constraints(): UploadConstraints {
    const l = this.deps.quota.limits;
    return {
      max_image_size: l.maxImageBytes,
      max_video_size: l.maxVideoBytes,
      max_doc_size: l.maxDocBytes,
      total_media: l.totalMedia,
    };
  }

  /** school_media_usage/: the caller's school, for staff with the usage page (admin_portal.usage). */
  async schoolUsage(actor: Actor): Promise<SchoolMediaUsage> {
    const { schoolId } = await this.deps.schools.adminPortalAccess(actor, 'usage');
    return this.present(await this.deps.quota.usage(this.deps.repository, schoolId));
  }

  /** school_media_consumption_track/{id}: platform admins any school, a school's admins their own. */
  async consumption(actor: Actor, schoolId: string): Promise<MediaConsumption> {
    const access = await this.deps.schools.staffAccess(actor);
    const platform = access.rolePermissions.super_admin.manage_platform_org_schools && !actor.isTemporary;
    if (!platform) {
      // Another school's numbers are not even confirmed to exist.
      if (access.schoolId !== schoolId) throw refuse.schoolNotFound();
      if (!access.isAdmin) await this.deps.schools.adminPortalAccess(actor, 'usage');
    }
    const usage = await this.deps.quota.usage(this.deps.repository, schoolId);
    const months = lastTwelveMonths(this.deps.clock.now(), usage.school.timeZone);
    const since = new Date(this.deps.clock.now().getTime() - 372 * 24 * 3600 * 1000);
    const counted = await this.deps.repository.usageByMonth(schoolId, since, usage.school.timeZone);
    return {
      ...this.present(usage),
      school_name: usage.school.name,
      months: months.map((month) => {
        const found = counted.find((c) => c.month === month);
        return { month, count: found?.count ?? 0, bytes: found?.bytes ?? 0 };
      }),
    };
  }

  /** school_media_quota_extend/{id} (platform admins): never below what the school already keeps. */
  async extendQuota(actor: Actor, schoolId: string, quotaBytes: number): Promise<SchoolMediaUsage> {
    await this.deps.schools.platformAdminAccess(actor);
    const { repository, quota } = this.deps;
    return repository.transaction(async (tx) => {
      await tx.lockSchoolMedia(schoolId);
      const usage = await quota.usage(tx, schoolId);
      if (quotaBytes < usage.usedBytes)
        throw badInput(
          'quota_bytes',
          `must be at least the ${usage.usedBytes} bytes the school already uses`,
        );
      await tx.setQuota(schoolId, quotaBytes);
      return this.present({ ...usage, quotaBytes });
    });
  }

  private present(usage: Awaited<ReturnType<MediaQuota['usage']>>): SchoolMediaUsage {
    return {
      school_id: usage.school.id,
      used_bytes: usage.usedBytes,
      quota_bytes: usage.quotaBytes,
      media_count: usage.count,
      by_kind: usage.byKind,
    };
  }
}

/** The 12 school-local months ending with the current one, oldest first (YYYY-MM). */
function lastTwelveMonths(now: Date, timeZone: string): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return Array.from({ length: 12 }, (_, i) => {
    const total = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
