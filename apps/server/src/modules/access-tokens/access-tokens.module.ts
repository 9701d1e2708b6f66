import type { ServerModule } from '../module-context.js';
import { AccessTokensRepository } from './access-tokens.repository.js';
import { accessTokensRoutes } from './access-tokens.routes.js';
import { AccessTokensService } from './access-tokens.service.js';

/** Temporary access tokens an admin generates for a staff member, and signing in with one. */
export const registerAccessTokensModule: ServerModule = async ({
  app,
  db,
  clock,
  audit,
  sessions,
  schools,
  guard,
}) => {
  const accessTokens = new AccessTokensService({
    repository: new AccessTokensRepository(db),
    schools,
    sessions,
    audit,
    clock,
  });
  await app.register(accessTokensRoutes, { accessTokens, guard });
};
