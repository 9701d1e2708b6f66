import type { HealthReadyResponse } from '@cue/contracts';
import type { HealthRepository } from './health.repository.js';

export type RedisStatus = HealthReadyResponse['redis'];

/** A database that does not answer this fast counts as down: the probe must not hang. */
const DATABASE_CHECK_MS = 2_000;

/**
 * Readiness (docs/decisions/016): the database decides it; Redis down only degrades it, since
 * every process would see the same Redis and marking all of them unready would take the school
 * offline while the API itself still works.
 */
export class HealthService {
  constructor(private readonly options: { repository: HealthRepository; redisStatus: () => RedisStatus }) {}

  async readiness(): Promise<HealthReadyResponse> {
    const database = (await this.databaseAnswers()) ? 'up' : 'down';
    const redis = this.options.redisStatus();
    const status = database === 'down' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ready';
    return { status, database, redis };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
    });
    const ping = this.options.repository.ping().then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
