import type { ServerModule } from '../module-context.js';
import { schoolsRoutes } from './schools.routes.js';

/** Classes, students, permissions and settings over HTTP; the service itself is core (every module asks it). */
export const registerSchoolsModule: ServerModule = async ({ app, schools, guard }) => {
  await app.register(schoolsRoutes, { schools, guard });
};
