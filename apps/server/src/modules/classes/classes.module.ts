import type { ServerModule } from '../module-context.js';
import { ClassesRepository } from './classes.repository.js';
import { classesRoutes } from './classes.routes.js';
import { ClassesService } from './classes.service.js';

/** School setup `classes`: class writes, archive and teachers (decision 033). */
export const registerClassesModule: ServerModule<ClassesService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const classes = new ClassesService({ repository: new ClassesRepository(db), schools, hub, clock });
  await app.register(classesRoutes, { classes, guard });
  return classes;
};
