import type { ServerModule } from '../module-context.js';
import { mediaRoutes } from './media.routes.js';

/** Upload and read routes of the one media service (core: other modules attach uploads through it). */
export const registerMediaModule: ServerModule = async ({ app, media, guard }) => {
  await app.register(mediaRoutes, { media, guard });
};
