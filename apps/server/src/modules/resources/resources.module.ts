import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import type { ServerModule } from '../module-context.js';
import { ResourcesRepository } from './resources.repository.js';
import { resourcesRoutes } from './resources.routes.js';
import { ResourcesService } from './resources.service.js';

/**
 * The school's resource library (issue 16, decision 049). The service is returned: units show
 * the resources they link through `resourceRefs`.
 */
export const registerResourcesModule: ServerModule<ResourcesService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
  media,
  config,
}) => {
  const resources = new ResourcesService({
    repository: new ResourcesRepository(db),
    schools,
    hub,
    clock,
    attachments: new MediaAttachments(new ClassMediaRepository(db), media, schools, config.media.totalMedia),
  });
  await app.register(resourcesRoutes, { resources, guard });
  return resources;
};
