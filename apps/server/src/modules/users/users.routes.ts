import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginedUserDetailsResponseSchema,
  LoginedUserDetailsV2InputSchema,
  LoginedUserDetailsV2ResponseSchema,
  OkResponseSchema,
  ParentChildSwitchInputSchema,
  ParentChildSwitchResponseSchema,
  ParentChildrenResponseSchema,
  ProfilePictureResponseSchema,
  StaffPictureSchema,
  StudentPictureSchema,
  StudentPictureParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { SessionService } from '../auth/session.service.js';
import type { UsersService } from './users.service.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';

const tags = ['Account'];

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  sessions: SessionService;
  guard: AuthGuard;
}> = async (app, { users, sessions, guard }) => {
  app.get(
    apiPaths.loginedUserDetails,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The signed-in user, as staff or parent (by the token)',
        response: { 200: LoginedUserDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return {
        result:
          actor.kind === 'staff'
            ? { logined_as: 'staff' as const, user_detials: await users.staffProfile(actor) }
            : { logined_as: 'parent' as const, user_detials: await users.parentProfile(actor) },
      };
    },
  );

  app.post(
    apiPaths.loginedUserDetailsV2,
    {
      schema: {
        tags,
        summary: 'Both profiles of a dual-role user, one token each (in the body)',
        body: LoginedUserDetailsV2InputSchema,
        response: { 200: LoginedUserDetailsV2ResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      const { staff_user_token, parent_user_token } = request.body;
      const staffActor = staff_user_token ? await sessions.authenticate(staff_user_token) : null;
      const parentActor = parent_user_token ? await sessions.authenticate(parent_user_token) : null;
      return {
        result: {
          ...(staffActor && { staff_user: { user_details: await users.staffProfile(staffActor) } }),
          ...(parentActor && { parent_user: { user_details: await users.parentProfile(parentActor) } }),
        },
      };
    },
  );

  app.post(
    apiPaths.parentChildSwitch,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Select the child the parent views (parent token)',
        body: ParentChildSwitchInputSchema,
        response: { 200: ParentChildSwitchResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { current_child: await users.switchChild(actorOf(request), request.body.child_id) },
    }),
  );

  app.get(
    apiPaths.parentChildren,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The parent's children, each with their classes (parent token)",
        response: { 200: ParentChildrenResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await users.parentChildren(actorOf(request)) }),
  );

  app.post(
    apiPaths.staffProfilePicture,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A staff member sets their own picture (an image they uploaded) or removes it (null)',
        body: StaffPictureSchema,
        response: { 200: ProfilePictureResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await users.setStaffPicture(actorOf(request), request.body.staff_profile_picture),
    }),
  );

  app.post(
    apiPaths.studentProfilePicture,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A parent sets their own child's picture (an image they uploaded) or removes it (null)",
        params: StudentPictureParamsSchema,
        body: StudentPictureSchema,
        response: { 200: ProfilePictureResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await users.setStudentPicture(
        actorOf(request),
        request.params.studentId,
        request.body.student_profile_picture,
      ),
    }),
  );

  app.delete(
    apiPaths.deleteUserProfile,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete the account: personal data erased, sessions ended, school records kept',
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await users.deleteAccount(actorOf(request));
      return { result: true as const };
    },
  );
};
