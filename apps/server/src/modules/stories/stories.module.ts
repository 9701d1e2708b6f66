import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import type { ServerModule } from '../module-context.js';
import { StoriesEvents } from './stories.events.js';
import { StoriesRepository } from './stories.repository.js';
import { storiesRoutes } from './stories.routes.js';
import { StoriesService } from './stories.service.js';
import { StoryCommentsService } from './story-comments.service.js';
import { StoryInsightsRepository } from './story-insights.repository.js';
import { StoryInsightsService } from './story-insights.service.js';
import { StoryReading } from './story-reading.js';
import { storyTagsRoutes } from './story-tags.routes.js';
import { StoryTagsRepository } from './story-tags.repository.js';
import { StoryTagsService } from './story-tags.service.js';

/**
 * Learning stories (issue 15, decision 048): stories, their comments, the library, home stories,
 * insights and the school's tag sets. The stories service is returned for Cue's story card.
 */
export const registerStoriesModule: ServerModule<StoriesService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
  media,
  config,
}) => {
  const repository = new StoriesRepository(db);
  const events = new StoriesEvents(hub, repository);
  const library = new ClassMediaRepository(db);
  const attachments = new MediaAttachments(library, media, schools, config.media.totalMedia);
  const reading = new StoryReading({ repository, schools, attachments });
  const stories = new StoriesService({ repository, schools, events, clock, reading, library, attachments });
  const comments = new StoryCommentsService({ repository, reading, events, clock });
  const insights = new StoryInsightsService({ repository: new StoryInsightsRepository(db), schools, clock });
  const tags = new StoryTagsService({ repository: new StoryTagsRepository(db), schools, events, clock });
  await app.register(storiesRoutes, { stories, comments, insights, guard });
  await app.register(storyTagsRoutes, { tags, guard });
  return stories;
};
