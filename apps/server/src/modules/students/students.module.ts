import type { ServerModule } from '../module-context.js';
import type { ConsentAnnouncer } from './photo-consent.js';
import { StudentsRepository } from './students.repository.js';
import { studentsRoutes } from './students.routes.js';
import { StudentsService } from './students.service.js';

/** Children as the school office manages them (school setup: students). */
/** Needs the photo-consent announcer of the class-media module (registered before it). */
export const registerStudentsModule: ServerModule<StudentsService, { consent: ConsentAnnouncer }> = async (
  { app, db, clock, schools, hub, guard },
  { consent },
) => {
  const students = new StudentsService({
    repository: new StudentsRepository(db),
    schools,
    hub,
    clock,
    consent,
  });
  await app.register(studentsRoutes, { students, guard });
  return students;
};
