import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import type { ServerModule } from '../module-context.js';
import { ChatRepository } from './chat.repository.js';
import { chatRoutes } from './chat.routes.js';
import { ChatService } from './chat.service.js';

/** Chat between families and class staff, with its email digest job (decision 044). */
export const registerChatModule: ServerModule<ChatService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  jobs,
  email,
  guard,
  media,
  config,
}) => {
  const chat = new ChatService({
    repository: new ChatRepository(db),
    schools,
    hub,
    clock,
    email,
    attachments: new MediaAttachments(new ClassMediaRepository(db), media, schools, config.media.totalMedia),
  });
  chat.registerJobs(jobs);
  await app.register(chatRoutes, { chat, guard });
  return chat;
};
