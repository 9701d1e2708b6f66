import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  InviteStaffInputSchema,
  StaffMemberResponseSchema,
  StaffMembersResponseSchema,
  UpdateStaffInputSchema,
  apiPaths,
} from '@cue/contracts';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { StaffService } from './staff.service.js';

const tags = ['School setup: staff'];

/** /admin/school-setup/staff: the school's staff, invitations, edits, deactivation. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; guard: AuthGuard }> = async (
  app,
  { staff, guard },
) => {
  app.get(
    apiPaths.staffMembers,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's staff: Admin or Member, role, classes, active or deactivated, signed in yet",
        response: { 200: StaffMembersResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await staff.listStaff(actorOf(request)) }),
  );

  app.post(
    apiPaths.staffMembers,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Invite a staff member by phone (an existing account with that phone is reused)',
        body: InviteStaffInputSchema,
        response: { 200: StaffMemberResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await staff.inviteStaff(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.staffMemberById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Edit a staff member's name, email, Admin flag, role or classes",
        params: IdParamsSchema,
        body: UpdateStaffInputSchema,
        response: { 200: StaffMemberResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await staff.updateStaff(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.deactivateStaffMember,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Deactivate a staff member: their sessions in this school end at once; records stay theirs',
        params: IdParamsSchema,
        response: { 200: StaffMemberResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await staff.deactivateStaff(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.reactivateStaffMember,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Reactivate a deactivated staff member',
        params: IdParamsSchema,
        response: { 200: StaffMemberResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await staff.reactivateStaff(actorOf(request), request.params.id) }),
  );
};
