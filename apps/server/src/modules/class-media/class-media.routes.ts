import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddClassMediaSchema,
  AnnouncementResponseSchema,
  AttachMediaSchema,
  EditObservationResponseSchema,
  CreatePostWithMediaSchema,
  BulkMediaResultSchema,
  ClassIdParamsSchema,
  ClassMediaItemResponseSchema,
  ClassMediaItemsResponseSchema,
  ClassMediaPageResponseSchema,
  ClassMediaQuerySchema,
  DeleteBulkMediaSchema,
  EditClassMediaSchema,
  FilterMediaByDateSchema,
  IdParamsSchema,
  MediaLinksResponseSchema,
  MediaLinksSchema,
  MediaPrivacySchema,
  MediaStudentParamsSchema,
  PhotoConsentResponseSchema,
  PhotoConsentSchema,
  TagChildrenSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { ClassMediaSharingService } from './class-media-sharing.service.js';
import type { ClassMediaService } from './class-media.service.js';
import type { PhotoConsentService } from './photo-consent.service.js';

const tags = ['Media library'];

/** Spec section 7 "Media": the class library, tags, privacy, and a child's photo consent. */
export const classMediaRoutes: FastifyPluginAsyncZod<{
  library: ClassMediaService;
  consent: PhotoConsentService;
  sharing: ClassMediaSharingService;
  observations: ObservationsService;
  guard: AuthGuard;
}> = async (app, { library, consent, sharing, observations, guard }) => {
  const staffDocs = { tags, security: bearerSecurity };

  app.post(
    apiPaths.mediaLinks,
    {
      preHandler: guard.anyUser,
      schema: {
        ...staffDocs,
        summary: 'Fresh links for files an open editor holds: your uploads, or class photos you work with',
        body: MediaLinksSchema,
        response: { 200: MediaLinksResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await library.freshLinks(actorOf(request), request.body.media_ids) }),
  );

  app.get(
    apiPaths.classMedia,
    {
      preHandler: guard.anyUser,
      schema: {
        ...staffDocs,
        summary: "A page of the class's photos and videos, newest day first (families: what consent allows)",
        params: ClassIdParamsSchema,
        querystring: ClassMediaQuerySchema,
        response: { 200: ClassMediaPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await library.listClassMedia(actorOf(request), request.params.classId, request.query),
    }),
  );

  app.post(
    apiPaths.classMedia,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary: "Add uploaded photos and videos to the class's library, tagging children",
        params: ClassIdParamsSchema,
        body: AddClassMediaSchema,
        response: { 200: ClassMediaItemsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await library.addMedia(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.post(
    apiPaths.classMediaEdit,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary: 'Change the caption, day or staff-only setting of a library item',
        params: IdParamsSchema,
        body: EditClassMediaSchema,
        response: { 200: ClassMediaItemResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await library.editMedia(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.classMediaEdit,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary: 'Delete a photo or video everywhere (library, albums, attachments)',
        params: IdParamsSchema,
        response: { 200: BulkMediaResultSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await library.deleteMedia(actorOf(request), [request.params.id]) }),
  );

  app.post(
    apiPaths.deleteBulkMedia,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary: 'Delete many photos and videos everywhere',
        body: DeleteBulkMediaSchema,
        response: { 200: BulkMediaResultSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await library.deleteMedia(actorOf(request), request.body.media_ids) }),
  );

  app.post(
    apiPaths.filterMediaByDate,
    {
      preHandler: guard.anyUser,
      schema: {
        ...staffDocs,
        summary: "The class's photos and videos between two days (families: what consent allows)",
        params: ClassIdParamsSchema,
        body: FilterMediaByDateSchema,
        response: { 200: ClassMediaPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await library.filterByDate(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.get(
    apiPaths.searchChildMedia,
    {
      preHandler: guard.anyUser,
      schema: {
        ...staffDocs,
        summary: 'Photos and videos a child is tagged on (their family: what consent allows)',
        params: MediaStudentParamsSchema,
        querystring: ClassMediaQuerySchema,
        response: { 200: ClassMediaPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await library.childMedia(actorOf(request), request.params.studentId, request.query),
    }),
  );

  app.post(
    apiPaths.mediaPrivacyStatus,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary: 'Make photos staff-only (never shown to families) or shared with the class',
        body: MediaPrivacySchema,
        response: { 200: BulkMediaResultSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await library.setPrivacy(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.multiplePeoplesTag,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary: "Tag children of the photos' class on many photos",
        body: TagChildrenSchema,
        response: { 200: BulkMediaResultSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await library.tagChildren(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.childPhotoConsent,
    {
      preHandler: guard.anyUser,
      schema: {
        ...staffDocs,
        summary: "Give or withhold a child's photo consent (a parent of the child, or the office)",
        params: MediaStudentParamsSchema,
        body: PhotoConsentSchema,
        response: { 200: PhotoConsentResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await consent.setConsent(actorOf(request), request.params.studentId, request.body),
    }),
  );

  app.post(
    apiPaths.createPostWithMedia,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary:
          'An announcement to the class carrying photos (refused, naming the child, without photo consent)',
        params: ClassIdParamsSchema,
        body: CreatePostWithMediaSchema,
        response: { 200: AnnouncementResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await sharing.createPost(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.post(
    apiPaths.addMediaToAnecdotes,
    {
      preHandler: guard.staff,
      schema: {
        ...staffDocs,
        summary: 'Attach files to an observation (a photo of another child without photo consent is refused)',
        params: IdParamsSchema,
        body: AttachMediaSchema,
        response: { 200: EditObservationResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await observations.attachMedia(actorOf(request), request.params.id, request.body.media_ids),
    }),
  );
};
