import type { ClassMediaService } from '../class-media/class-media.service.js';
import type { ServerModule } from '../module-context.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { StoriesService } from '../stories/stories.service.js';
import { PortfolioEvents } from './portfolio.events.js';
import { PortfolioRepository } from './portfolio.repository.js';
import { portfolioRoutes } from './portfolio.routes.js';
import { PortfolioService } from './portfolio.service.js';

/**
 * The portfolio (issue 17, decision 050): a child's observations, stories and photos, read through
 * those modules' services, the family's shares, and the PDF and zip downloads.
 */
export const registerPortfolioModule: ServerModule<
  void,
  { observations: ObservationsService; stories: StoriesService; classMedia: ClassMediaService }
> = async ({ app, db, clock, schools, media, hub, guard }, { observations, stories, classMedia }) => {
  const portfolio = new PortfolioService({
    repository: new PortfolioRepository(db),
    schools,
    observations,
    stories,
    library: classMedia,
    media,
    events: new PortfolioEvents(hub),
    clock,
  });
  await app.register(portfolioRoutes, { portfolio, guard });
};
