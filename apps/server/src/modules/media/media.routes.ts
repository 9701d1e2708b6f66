import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ErrorResponseSchema,
  MediaFileParamsSchema,
  SignedMediaQuerySchema,
  UploadMediaResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import * as refuse from './media.errors.js';
import { cleanFileName, contentDisposition } from './media.presenter.js';
import { limitOfKind, type MediaLimits } from './media.quota.js';
import { KindLimitExceeded, receiveToTempFile } from './media.receive.js';
import type { MediaService } from './media.service.js';

const tags = ['Media'];

/** The shared upload service: files in (multipart, streamed to disk), private files out (signed links). */
export const mediaRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  guard: AuthGuard;
  limits: MediaLimits;
}> = async (app, { media, guard, limits }) => {
  /** One file part named `file`, streamed to a temp file that is always removed afterwards. */
  const uploadFrom = async (request: FastifyRequest, imagesOnly: boolean) => {
    const missingFile = () => (imagesOnly ? refuse.onlyImages() : refuse.unsupportedFile());
    if (!request.isMultipart()) throw missingFile();
    // Reading the form only parses what the client sent: any failure but a size limit is a body
    // cut short or malformed (busboy: 'Unexpected end of form'), the client's fault.
    const unreadable = (error: unknown): never => {
      if (error instanceof AppError) throw error;
      if (error instanceof KindLimitExceeded) throw refuse.tooLarge(error.kind);
      // Past the largest limit of any kind, before the type was known.
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw refuse.tooLarge(imagesOnly ? 'image' : 'video');
      throw refuse.uploadIncomplete();
    };
    const part = await request.file().catch(unreadable);
    if (!part || part.fieldname !== 'file') throw missingFile();
    // Parents may only upload images, whichever route they use (the service decides it again).
    const onlyImages = imagesOnly || actorOf(request).kind !== 'staff';
    const received = await receiveToTempFile(
      part.file,
      (kind) => limitOfKind(limits, onlyImages ? 'image' : kind),
      (type) => {
        if (onlyImages) return type?.kind === 'image' ? null : refuse.onlyImages();
        return type ? null : refuse.unsupportedFile();
      },
    ).catch(unreadable);
    // busboy stops at its own limit without an error on the stream: the file was cut short.
    if (part.file.truncated) {
      await received.discard();
      unreadable(new app.multipartErrors.RequestFileTooLargeError());
    }
    try {
      return await media.upload(actorOf(request), received, {
        fileName: cleanFileName(part.filename),
        imagesOnly,
      });
    } finally {
      await received.discard();
    }
  };

  const uploadSchema = (summary: string) => ({
    tags,
    security: bearerSecurity,
    summary,
    consumes: ['multipart/form-data'],
    response: { 200: UploadMediaResponseSchema, ...clientErrors, 413: ErrorResponseSchema },
  });

  app.post(
    apiPaths.uploadImage,
    {
      preHandler: guard.anyUser,
      schema: uploadSchema('Upload one image (multipart/form-data, field `file`); metadata is stripped'),
    },
    async (request) => ({ result: await uploadFrom(request, true) }),
  );

  app.post(
    apiPaths.uploadMedia,
    {
      preHandler: guard.anyUser,
      schema: uploadSchema(
        'Upload one photo, video (MP4, WebM, QuickTime) or PDF (multipart, field `file`); parents: photos only',
      ),
    },
    async (request) => ({ result: await uploadFrom(request, false) }),
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
      const file = await media.openSigned(id, variant, expires, signature, request.headers.range);
      // 206 and 416 carry no JSON (the typed reply knows only the error answers' schemas).
      const raw = reply as FastifyReply;
      void raw.header('accept-ranges', 'bytes');
      if (!file.stream) {
        return raw.status(416).header('content-range', `bytes */${file.size}`).send();
      }
      if (file.range) {
        const { start, end } = file.range;
        void raw
          .status(206)
          .header('content-range', `bytes ${start}-${end}/${file.size}`)
          .header('content-length', String(end - start + 1));
      }
      // The 200 body is the file itself (no JSON schema); only the error answers are typed.
      return (
        reply
          .type(file.mimeType)
          .header('content-disposition', contentDisposition(file.disposition, file.row))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          // Kept by the viewer's browser only, and no longer than the link lasts.
          .header('cache-control', `private, max-age=${file.secondsLeft}`)
          .send(file.stream as never)
      );
    },
  );
};
