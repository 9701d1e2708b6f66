import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateParentInputSchema,
  EditParentInputSchema,
  EditParentResponseSchema,
  FamiliesResponseSchema,
  FamilyResponseSchema,
  ParentChildLinkInputSchema,
  ParentChildParamsSchema,
  ParentIdParamsSchema,
  UnlinkChildResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { FamiliesService } from './families.service.js';

const tags = ['Families (school setup)'];

/** Spec "parent/" and "parent/{id}", and linking children to a parent (decision 035). */
export const familiesRoutes: FastifyPluginAsyncZod<{ families: FamiliesService; guard: AuthGuard }> = async (
  app,
  { families, guard },
) => {
  app.get(
    apiPaths.parents,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's families: each parent with their children and whether they have signed in",
        response: { 200: FamiliesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await families.listFamilies(actorOf(request)) }),
  );

  app.post(
    apiPaths.parents,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A parent account linked to children of the school (an existing person is reused)',
        body: CreateParentInputSchema,
        response: { 200: FamilyResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await families.createParent(actorOf(request), request.body) }),
  );

  app.get(
    apiPaths.parentById,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One parent of the school with their children',
        params: ParentIdParamsSchema,
        response: { 200: FamilyResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await families.getFamily(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.parentById,
    {
      preHandler: guard.anyUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "An admin edits a parent's details; a parent changes only their own parent_profile_picture",
        params: ParentIdParamsSchema,
        body: EditParentInputSchema,
        response: { 200: EditParentResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await families.editParent(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.parentChildLinks,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Link another child of the school to the parent',
        params: ParentIdParamsSchema,
        body: ParentChildLinkInputSchema,
        response: { 200: FamilyResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await families.linkChild(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.parentChild,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Unlink a child from the parent: they no longer see that child',
        params: ParentChildParamsSchema,
        response: { 200: UnlinkChildResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await families.unlinkChild(actorOf(request), request.params.id, request.params.childId),
    }),
  );
};
