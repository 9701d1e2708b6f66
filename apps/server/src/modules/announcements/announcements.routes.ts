import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnouncementInputSchema,
  AnnouncementResponseSchema,
  IdParamsSchema,
  IdempotencyHeadersSchema,
  ListAnnouncementsQuerySchema,
  ListAnnouncementsResponseSchema,
  OkResponseSchema,
  ParentAnnouncementsQuerySchema,
  SaveAnnouncementResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { headerRequestKey } from '../request-receipts/request-key.js';
import type { AnnouncementsService } from './announcements.service.js';

const tags = ['Announcements'];

/** Announcements: staff write and list them; parents read the published ones for their children. */
export const announcementsRoutes: FastifyPluginAsyncZod<{
  announcements: AnnouncementsService;
  guard: AuthGuard;
}> = async (app, { announcements, guard }) => {
  app.post(
    apiPaths.createAnnouncement,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create an announcement: a draft, sent now, or scheduled for a school-local date and time',
        headers: IdempotencyHeadersSchema,
        body: AnnouncementInputSchema,
        response: { 200: SaveAnnouncementResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await announcements.createAnnouncement(
        actorOf(request),
        request.body,
        headerRequestKey(request.headers['idempotency-key']),
      ),
    }),
  );

  app.post(
    apiPaths.announcementById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Update an unpublished announcement (creator, or access_others_announcement); reschedules it',
        params: IdParamsSchema,
        body: AnnouncementInputSchema,
        response: { 200: SaveAnnouncementResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await announcements.updateAnnouncement(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    apiPaths.announcementById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One announcement the staff member sees (to edit it)',
        params: IdParamsSchema,
        response: { 200: AnnouncementResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await announcements.getAnnouncement(actorOf(request), request.params.id) }),
  );

  app.delete(
    apiPaths.announcementById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete an announcement (creator, or access_others_announcement); cancels its schedule',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await announcements.deleteAnnouncement(actorOf(request), request.params.id);
      return { result: true as const };
    },
  );

  app.get(
    apiPaths.announcements,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The announcements a staff member sees, newest first (20 a page)',
        querystring: ListAnnouncementsQuerySchema,
        response: { 200: ListAnnouncementsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await announcements.listAnnouncements(actorOf(request), request.query) }),
  );

  app.get(
    apiPaths.parentAnnouncements,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Published announcements for the parent's children's classes and schools (20 a page)",
        querystring: ParentAnnouncementsQuerySchema,
        response: { 200: ListAnnouncementsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await announcements.listParentAnnouncements(actorOf(request), request.query),
    }),
  );
};
