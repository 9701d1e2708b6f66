import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlbumListResponseSchema,
  AlbumResponseSchema,
  ClassIdParamsSchema,
  CreateAlbumSchema,
  DeleteAlbumResponseSchema,
  EditAlbumSchema,
  IdParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { ClassAlbumsService } from './class-albums.service.js';

const tags = ['Media library'];

/** Spec section 7 "Media": a class's albums. Families read them; staff make and change them. */
export const classAlbumsRoutes: FastifyPluginAsyncZod<{
  albums: ClassAlbumsService;
  guard: AuthGuard;
}> = async (app, { albums, guard }) => {
  app.get(
    apiPaths.classAlbums,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's albums, with counts and covers of what the viewer may see",
        params: ClassIdParamsSchema,
        response: { 200: AlbumListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await albums.listAlbums(actorOf(request), request.params.classId) }),
  );

  app.post(
    apiPaths.classAlbums,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Make an album of the class, optionally with items of its library',
        params: ClassIdParamsSchema,
        body: CreateAlbumSchema,
        response: { 200: AlbumResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await albums.createAlbum(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.get(
    apiPaths.albumEdit,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One album (its items: class_media with album_id)',
        params: IdParamsSchema,
        response: { 200: AlbumResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await albums.getAlbum(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.albumEdit,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Rename an album, or add and remove items',
        params: IdParamsSchema,
        body: EditAlbumSchema,
        response: { 200: AlbumResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await albums.editAlbum(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.albumEdit,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete an album (its photos stay in the library)',
        params: IdParamsSchema,
        response: { 200: DeleteAlbumResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await albums.deleteAlbum(actorOf(request), request.params.id) }),
  );
};
