import { resolve } from 'node:path';
import type { ServerModule } from '../module-context.js';
import { SetupLinkFile } from './first-run-link.js';
import { PlatformRepository } from './platform.repository.js';
import { platformRoutes } from './platform.routes.js';
import { PlatformService } from './platform.service.js';

/** Platform: the first-run setup link's calls, and platform admins' organizations and schools. */
export const registerPlatformModule: ServerModule<PlatformService> = async ({
  app,
  config,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const platform = new PlatformService({
    repository: new PlatformRepository(db),
    schools,
    clock,
    hub,
    setupLink: new SetupLinkFile(resolve(config.dataDir)),
  });
  await app.register(platformRoutes, { platform, guard });
  return platform;
};
