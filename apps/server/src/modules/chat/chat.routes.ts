import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatThreadMessageResponseSchema,
  ChatMessagesQuerySchema,
  ChatMessagesResponseSchema,
  ChatSettingsResponseSchema,
  ChatSettingsSchema,
  ChatThreadsResponseSchema,
  ChatUnreadResponseSchema,
  IdParamsSchema,
  MarkChatReadSchema,
  OkResponseSchema,
  SendChatMessageSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { ChatService } from './chat.service.js';

const tags = ['Chat'];

/** Chat: thin routes; ChatService checks school, role, class, child and the chat module. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; guard: AuthGuard }> = async (
  app,
  { chat, guard },
) => {
  app.get(
    apiPaths.chatThreads,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The reader's threads with unread counts (staff: their classes'; families: their own)",
        response: { 200: ChatThreadsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await chat.listThreads(actorOf(request)) }),
  );

  app.get(
    apiPaths.chatUnread,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Unread chat messages, per thread and in all (the top bar badge)',
        response: { 200: ChatUnreadResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await chat.unread(actorOf(request)) }),
  );

  app.get(
    apiPaths.chatThreadMessages,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A thread's messages, newest first, 30 a page (cursor: before)",
        params: IdParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await chat.listMessages(actorOf(request), request.params.id, request.query.before),
    }),
  );

  app.post(
    apiPaths.chatThreadMessages,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send a message (members; families never post to a class broadcast)',
        params: IdParamsSchema,
        body: SendChatMessageSchema,
        response: { 200: ChatThreadMessageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await chat.sendMessage(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.chatThreadRead,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark the thread read up to a message (read receipts, unread counts)',
        params: IdParamsSchema,
        body: MarkChatReadSchema,
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await chat.markRead(actorOf(request), request.params.id, request.body.message_id);
      return { result: true as const };
    },
  );

  app.post(
    apiPaths.chatMessageRetract,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Retract one of your messages: hidden for everyone, kept with an audit entry',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...clientErrors },
      },
    },
    async (request) => {
      await chat.retractMessage(actorOf(request), request.params.id);
      return { result: true as const };
    },
  );

  app.get(
    apiPaths.chatSettings,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's chat quiet hours",
        response: { 200: ChatSettingsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await chat.getSettings(actorOf(request)) }),
  );

  app.post(
    apiPaths.chatSettings,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Set the quiet hours (admins): messages then are delivered but not emailed',
        body: ChatSettingsSchema,
        response: { 200: ChatSettingsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await chat.saveSettings(actorOf(request), request.body) }),
  );
};
