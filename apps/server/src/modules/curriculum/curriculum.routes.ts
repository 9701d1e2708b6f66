import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassFrameworkInputSchema,
  ClassFrameworkResponseSchema,
  ClassIdParamsSchema,
  CompetencySuggestInputSchema,
  CompetencySuggestionResponseSchema,
  CurriculumFrameworkParamsSchema,
  CurriculumFrameworkTreeResponseSchema,
  CurriculumOverviewResponseSchema,
  DeleteSchoolOutcomeResponseSchema,
  IdParamsSchema,
  SchoolOutcomeEditSchema,
  SchoolOutcomeInputSchema,
  SchoolOutcomeResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { CurriculumService } from './curriculum.service.js';

const tags = ['Curriculum'];

/** Curriculum frameworks, each class's framework, the school's own outcomes, suggestions. */
export const curriculumRoutes: FastifyPluginAsyncZod<{
  curriculum: CurriculumService;
  guard: AuthGuard;
}> = async (app, { curriculum, guard }) => {
  app.get(
    apiPaths.curriculumFrameworks,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The curriculum frameworks (without their trees) and the classes with their framework',
        response: { 200: CurriculumOverviewResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await curriculum.overview(actorOf(request)) }),
  );

  app.get(
    apiPaths.curriculumFramework,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A framework's tree, with the school's own outcomes merged (school: true)",
        params: CurriculumFrameworkParamsSchema,
        response: { 200: CurriculumFrameworkTreeResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await curriculum.tree(actorOf(request), request.params.key) }),
  );

  app.put(
    apiPaths.classCurriculum,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Set a class's curriculum framework (null: none)",
        params: ClassIdParamsSchema,
        body: ClassFrameworkInputSchema,
        response: { 200: ClassFrameworkResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await curriculum.setClassFramework(
        actorOf(request),
        request.params.classId,
        request.body.framework,
      ),
    }),
  );

  app.post(
    apiPaths.curriculumOutcomes,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Add a school's own learning outcome under a framework competency",
        body: SchoolOutcomeInputSchema,
        response: { 200: SchoolOutcomeResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await curriculum.createOutcome(actorOf(request), request.body) }),
  );

  app.patch(
    apiPaths.curriculumOutcome,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Change a school outcome's age band or words",
        params: IdParamsSchema,
        body: SchoolOutcomeEditSchema,
        response: { 200: SchoolOutcomeResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await curriculum.editOutcome(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    apiPaths.curriculumOutcome,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove a school outcome (archived; its code is never reused)',
        params: IdParamsSchema,
        response: { 200: DeleteSchoolOutcomeResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await curriculum.removeOutcome(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.competencySuggest,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Competencies of the class's framework a note's words suggest (the teacher confirms)",
        params: ClassIdParamsSchema,
        body: CompetencySuggestInputSchema,
        response: { 200: CompetencySuggestionResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await curriculum.suggest(actorOf(request), request.params.classId, request.body.text),
    }),
  );
};
