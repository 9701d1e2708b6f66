import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChildJournalResponseSchema,
  ClassIdParamsSchema,
  ClassJournalQuerySchema,
  ClassJournalResponseSchema,
  CreateJournalPostInputSchema,
  CreateJournalPostResponseSchema,
  DeleteJournalPostResponseSchema,
  IdParamsSchema,
  JournalCommentInputSchema,
  JournalEntryResponseSchema,
  JournalReactionInputSchema,
  JournalReadInputSchema,
  JournalReadResponseSchema,
  JournalStudentParamsSchema,
  ObservationPageHeadersSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { JournalService } from './journal.service.js';

const tags = ['Journal'];

/** The journal: the staff side (issue 14, decision 045) and the parent's child_journal. */
export const journalRoutes: FastifyPluginAsyncZod<{ journal: JournalService; guard: AuthGuard }> = async (
  app,
  { journal, guard },
) => {
  app.get(
    apiPaths.classJournal,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of the class's journal posts (or one child's), newest first (PageNumber header)",
        params: ClassIdParamsSchema,
        querystring: ClassJournalQuerySchema,
        headers: ObservationPageHeadersSchema,
        response: { 200: ClassJournalResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await journal.classJournal(
        actorOf(request),
        request.params.classId,
        request.query.student_id,
        request.headers.pagenumber,
      ),
    }),
  );

  app.post(
    apiPaths.createJournalPost,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Write a free post with photos to some children or the whole class (one post per child)',
        params: ClassIdParamsSchema,
        body: CreateJournalPostInputSchema,
        response: { 200: CreateJournalPostResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await journal.createPost(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.delete(
    apiPaths.deleteJournalPost,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a journal post (its author, or an admin)',
        params: IdParamsSchema,
        response: { 200: DeleteJournalPostResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await journal.deletePost(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.journalComment,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Comment on a post of one's own child (parent), or reply as a teacher of the class",
        params: IdParamsSchema,
        body: JournalCommentInputSchema,
        response: { 200: JournalEntryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await journal.comment(actorOf(request), request.params.id, request.body.text),
    }),
  );

  app.post(
    apiPaths.journalReaction,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "React to a post of one's own child (null takes the reaction back)",
        params: IdParamsSchema,
        body: JournalReactionInputSchema,
        response: { 200: JournalEntryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await journal.react(actorOf(request), request.params.id, request.body.reaction),
    }),
  );

  app.post(
    apiPaths.journalRead,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Mark posts of one's own children read (the staff see who has read each post)",
        body: JournalReadInputSchema,
        response: { 200: JournalReadResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await journal.markRead(actorOf(request), request.body.post_ids) }),
  );

  app.get(
    apiPaths.childJournal,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of a child's journal for their parent, newest first (PageNumber header)",
        params: JournalStudentParamsSchema,
        headers: ObservationPageHeadersSchema,
        response: { 200: ChildJournalResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await journal.childJournal(
        actorOf(request),
        request.params.studentId,
        request.headers.pagenumber,
      ),
    }),
  );
};
