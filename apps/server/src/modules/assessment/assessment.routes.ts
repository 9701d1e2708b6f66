import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssessmentCycleCreateSchema,
  AssessmentCycleEditSchema,
  AssessmentCycleListResponseSchema,
  AssessmentCycleParamsSchema,
  AssessmentCycleResponseSchema,
  AssessmentCyclesCreatedResponseSchema,
  AssessmentSchemeInputSchema,
  AssessmentSchemeListResponseSchema,
  AssessmentSchemeParamsSchema,
  AssessmentSchemeResponseSchema,
  ClassIdParamsSchema,
  DeleteAssessmentResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { AssessmentService } from './assessment.service.js';

const tags = ['Assessment: schemes and cycles'];

/** Assessment setup (issue 17, decision 050): schemes and each class's cycles. */
export const assessmentRoutes: FastifyPluginAsyncZod<{
  assessment: AssessmentService;
  guard: AuthGuard;
}> = async (app, { assessment, guard }) => {
  app.get(
    apiPaths.assessmentSchemes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The shipped assessment schemes (PARAKH, CBSE) and the school’s own',
        response: { 200: AssessmentSchemeListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: { schemes: await assessment.listSchemes(actorOf(request)) } }),
  );

  app.post(
    apiPaths.assessmentSchemes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Define a school scheme: its dimensions and levels in order (coordinators)',
        body: AssessmentSchemeInputSchema,
        response: { 200: AssessmentSchemeResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await assessment.createScheme(actorOf(request), request.body) }),
  );

  app.put(
    apiPaths.assessmentScheme,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change a school scheme (only its name while a cycle uses it)',
        params: AssessmentSchemeParamsSchema,
        body: AssessmentSchemeInputSchema,
        response: { 200: AssessmentSchemeResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await assessment.updateScheme(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.assessmentScheme,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a school scheme no cycle uses',
        params: AssessmentSchemeParamsSchema,
        response: { 200: DeleteAssessmentResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await assessment.deleteScheme(actorOf(request), request.params.id) }),
  );

  app.get(
    apiPaths.classAssessmentCycles,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's assessment cycles by start date",
        params: ClassIdParamsSchema,
        response: { 200: AssessmentCycleListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { cycles: await assessment.classCycles(actorOf(request), request.params.classId) },
    }),
  );

  app.post(
    apiPaths.assessmentCycles,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Make a cycle (a term) for one or more classes under one scheme (coordinators)',
        body: AssessmentCycleCreateSchema,
        response: { 200: AssessmentCyclesCreatedResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { cycles: await assessment.createCycles(actorOf(request), request.body) },
    }),
  );

  app.put(
    apiPaths.assessmentCycle,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Rename a cycle or change its dates (coordinators)',
        params: AssessmentCycleParamsSchema,
        body: AssessmentCycleEditSchema,
        response: { 200: AssessmentCycleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await assessment.updateCycle(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.assessmentCycle,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a cycle nothing was judged in (coordinators)',
        params: AssessmentCycleParamsSchema,
        response: { 200: DeleteAssessmentResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await assessment.deleteCycle(actorOf(request), request.params.id) }),
  );
};
