import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IMPORT_MAX_FILE_BYTES,
  IdParamsSchema,
  ImportKindSchema,
  ImportPreviewResponseSchema,
  SchoolImportListResponseSchema,
  SchoolImportResponseSchema,
  apiPaths,
  messages,
  type ImportKind,
} from '@cue/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badInput } from '../../lib/app-error.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { ImportsService } from './imports.service.js';

const tags = ['School setup: import and export'];

const fileTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `file: must be at most ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`, {
    field: 'file',
  });

/**
 * The upload form: `kind` and one `file`, in either order. Spreadsheets get their own size limit
 * (the app-wide multipart limit is the image one); anything but the limit going wrong while
 * reading is a body cut short or malformed, the client's fault.
 */
async function readUploadForm(
  request: FastifyRequest,
  tooLarge: abstract new (...args: never[]) => Error,
): Promise<{ kind: ImportKind; fileName: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw badInput('file', 'is missing: send multipart/form-data with kind and file');
  const unreadable = (error: unknown): never => {
    if (error instanceof AppError) throw error;
    if (error instanceof tooLarge) throw fileTooLarge();
    throw new AppError('VALIDATION_ERROR', messages.uploadIncomplete, { field: 'file' });
  };
  let kind: unknown;
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      } else if (part.fieldname === 'kind') {
        kind = part.value;
      }
    }
  } catch (error) {
    unreadable(error);
  }
  const parsedKind = ImportKindSchema.safeParse(kind);
  if (!parsedKind.success) throw badInput('kind', 'must be children or staff');
  if (!file || file.bytes.length === 0) throw badInput('file', 'is missing');
  return { kind: parsedKind.data, ...file };
}

/** Bulk import (preview, commit, undo, recent imports) and the CSV exports (decision 036). */
export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService; guard: AuthGuard }> = async (
  app,
  { imports, guard },
) => {
  app.post(
    apiPaths.schoolImports,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Preview an import (multipart: kind = children | staff, file = CSV or .xlsx): every row planned, nothing written',
        consumes: ['multipart/form-data'],
        response: { 200: ImportPreviewResponseSchema, ...clientErrors, 413: ErrorResponseSchema },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, app.multipartErrors.RequestFileTooLargeError);
      return { result: await imports.preview(actorOf(request), form.kind, form.fileName, form.bytes) };
    },
  );

  app.get(
    apiPaths.schoolImports,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Recent imports of the school: who, when, counts, and until when Undo is offered',
        response: { 200: SchoolImportListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await imports.list(actorOf(request)) }),
  );

  app.post(
    apiPaths.schoolImportCommit,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Write every row of a previewed import that has no error, in one transaction',
        params: IdParamsSchema,
        response: { 200: SchoolImportResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await imports.commit(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.schoolImportUndo,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Undo a committed import within 24 hours: delete what it created, restore what it changed',
        params: IdParamsSchema,
        response: { 200: SchoolImportResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await imports.undo(actorOf(request), request.params.id) }),
  );

  for (const kind of ['children', 'staff'] as const) {
    app.get(
      kind === 'children' ? apiPaths.exportChildrenCsv : apiPaths.exportStaffCsv,
      {
        preHandler: guard.staff,
        schema: {
          tags,
          security: bearerSecurity,
          summary: `Every ${kind === 'children' ? 'child with their guardians' : 'staff member'} as CSV, in the import's columns`,
          response: {
            200: { content: { 'text/csv': { schema: z.string().describe('CSV with a header row') } } },
            ...clientErrors,
          },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}.csv"`)
          .header('cache-control', 'no-store')
          // The CSV text is sent as it is (a string with a non-JSON content type is not serialized).
          .send(await imports.exportCsv(actorOf(request), kind)),
    );
  }
};
