import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  UploadMediaResponseSchema,
  apiPaths,
  messages,
} from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { imageTooLarge, type MediaService } from './media.service.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';

const tags = ['Media'];

/** The shared upload service: images in (multipart), private files out (bearer). */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; guard: AuthGuard }> = async (
  app,
  { media, guard },
) => {
  app.post(
    apiPaths.uploadImage,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Upload one image (multipart/form-data, field `file`); metadata is stripped',
        consumes: ['multipart/form-data'],
        response: { 200: UploadMediaResponseSchema, ...clientErrors, 413: ErrorResponseSchema },
      },
    },
    async (request) => {
      const missingFile = () => new AppError('VALIDATION_ERROR', messages.onlyImages, { field: 'file' });
      if (!request.isMultipart()) throw missingFile();
      // Reading the form only parses what the client sent: any failure but the size limit is a
      // body cut short or malformed (busboy: 'Unexpected end of form'), the client's fault.
      const unreadable = (error: unknown): never => {
        if (error instanceof AppError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw imageTooLarge();
        throw new AppError('VALIDATION_ERROR', messages.uploadIncomplete, { field: 'file' });
      };
      const file = await request.file().catch(unreadable);
      if (!file || file.fieldname !== 'file') throw missingFile();
      const bytes = await file.toBuffer().catch(unreadable);
      return { result: await media.uploadImage(actorOf(request), bytes) };
    },
  );

  app.get(
    apiPaths.mediaById,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The stored file, to its uploader or to staff of its school',
        params: IdParamsSchema,
        response: clientErrors,
      },
    },
    async (request, reply) => {
      const { mimeType, stream } = await media.openMedia(actorOf(request), request.params.id);
      // The 200 body is the file itself (no JSON schema); only the error answers are typed.
      return reply
        .type(mimeType)
        .header('cache-control', 'private, max-age=3600')
        .send(stream as never);
    },
  );
};
