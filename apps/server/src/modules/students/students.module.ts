import type { ServerModule } from '../module-context.js';
import { StudentsRepository } from './students.repository.js';
import { studentsRoutes } from './students.routes.js';
import { StudentsService } from './students.service.js';

/** Children as the school office manages them (school setup: students). */
export const registerStudentsModule: ServerModule<StudentsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const students = new StudentsService({ repository: new StudentsRepository(db), schools, hub, clock });
  await app.register(studentsRoutes, { students, guard });
  return students;
};
