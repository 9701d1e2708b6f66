import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import type { ServerModule } from '../module-context.js';
import { HomeworkRepository } from './homework.repository.js';
import { homeworkRoutes } from './homework.routes.js';
import { HomeworkService } from './homework.service.js';

/** Homework and the families' submissions (issue 14); the service is returned for Cue. */
export const registerHomeworkModule: ServerModule<HomeworkService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
  media,
  config,
}) => {
  const homework = new HomeworkService({
    repository: new HomeworkRepository(db),
    schools,
    hub,
    clock,
    media,
    attachments: new MediaAttachments(new ClassMediaRepository(db), media, schools, config.media.totalMedia),
  });
  await app.register(homeworkRoutes, { homework, guard });
  return homework;
};
