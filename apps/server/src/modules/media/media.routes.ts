import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  MediaFileParamsSchema,
  SignedMediaQuerySchema,
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
    apiPaths.mediaFile,
    {
      schema: {
        tags,
        summary: 'One size of a stored file, through a signed link that lasts five minutes (no bearer)',
        params: MediaFileParamsSchema,
        querystring: SignedMediaQuerySchema,
        response: { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const { expires, signature } = request.query;
      const { row, stream, secondsLeft } = await media.openSigned(id, variant, expires, signature);
      const disposition = row.kind === 'document' ? 'attachment' : 'inline';
      // The 200 body is the file itself (no JSON schema); only the error answers are typed.
      return reply
        .type(row.mimeType)
        .header('content-disposition', contentDisposition(disposition, row))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        // Kept by the viewer's browser only, and no longer than the link lasts.
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .send(stream as never);
    },
  );
};

/** `inline; filename="photo.jpg"; filename*=UTF-8''...`: the ASCII name is a fallback only. */
function contentDisposition(disposition: 'inline' | 'attachment', row: { id: string; fileName: string | null }) {
  const name = row.fileName ?? row.id;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
