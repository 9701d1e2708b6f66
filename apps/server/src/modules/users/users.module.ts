import { MediaRepository } from '../media/media.repository.js';
import type { ServerModule } from '../module-context.js';
import { UsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { UsersService } from './users.service.js';

/** The signed-in person's profile, a parent's children, account deletion. */
export const registerUsersModule: ServerModule = async ({
  app,
  db,
  clock,
  audit,
  sessions,
  schools,
  hub,
  guard,
}) => {
  const users = new UsersService({
    repository: new UsersRepository(db),
    sessions,
    audit,
    clock,
    schools,
    hub,
    pictures: new MediaRepository(db),
  });
  await app.register(usersRoutes, { users, sessions, guard });
};
