import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChildHpcCardsResponseSchema,
  ErrorResponseSchema,
  HpcAllStudentSummaryQuerySchema,
  HpcAllStudentSummaryResponseSchema,
  HpcCardParamsSchema,
  HpcCardResponseSchema,
  HpcCycleParamsSchema,
  HpcEvidenceListResponseSchema,
  HpcEvidenceQuerySchema,
  HpcLevelsInputSchema,
  HpcNarrativesInputSchema,
  HpcProfileInputSchema,
  HpcProgressSummaryQuerySchema,
  HpcProgressSummaryResponseSchema,
  HpcSelfAssessmentInputSchema,
  HpcStatusInputSchema,
  HpcStudentListResponseSchema,
  HpcStudentParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { HpcService } from './hpc.service.js';

const tags = ['Assessment: holistic progress card'];
/** Writes also answer 409: a stale version, or a card signed off. */
const writeAnswers = { 200: HpcCardResponseSchema, ...clientErrors, 409: ErrorResponseSchema };

/** The Holistic Progress Card (issue 17, decision 050): staff per cycle and child, families read. */
export const hpcRoutes: FastifyPluginAsyncZod<{ hpc: HpcService; guard: AuthGuard }> = async (
  app,
  { hpc, guard },
) => {
  app.get(
    apiPaths.hpcStudentList,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Every child of the cycle's class with how complete their progress card is",
        params: HpcCycleParamsSchema,
        response: { 200: HpcStudentListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await hpc.studentList(actorOf(request), request.params.cycleId) }),
  );

  app.get(
    apiPaths.hpcCard,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A child's progress card of a cycle (empty, version 0, before its first write)",
        params: HpcCardParamsSchema,
        response: { 200: HpcCardResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await hpc.card(actorOf(request), request.params.cycleId, request.params.studentId),
    }),
  );

  app.put(
    apiPaths.hpcCardLevels,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Set or remove levels (competency × dimension) with the evidence they rest on',
        params: HpcCardParamsSchema,
        body: HpcLevelsInputSchema,
        response: writeAnswers,
      },
    },
    async (request) => ({
      result: await hpc.saveLevels(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.put(
    apiPaths.hpcCardProfile,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The child’s "all about me" profile',
        params: HpcCardParamsSchema,
        body: HpcProfileInputSchema,
        response: writeAnswers,
      },
    },
    async (request) => ({
      result: await hpc.saveProfile(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.put(
    apiPaths.hpcCardNarratives,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The teacher's strengths and next steps per framework domain",
        params: HpcCardParamsSchema,
        body: HpcNarrativesInputSchema,
        response: writeAnswers,
      },
    },
    async (request) => ({
      result: await hpc.saveNarratives(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.put(
    apiPaths.hpcCardSelfAssessment,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The child's own faces for the self-assessment prompts, recorded with the teacher",
        params: HpcCardParamsSchema,
        body: HpcSelfAssessmentInputSchema,
        response: writeAnswers,
      },
    },
    async (request) => ({
      result: await hpc.saveSelfAssessment(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.post(
    apiPaths.hpcCardStatus,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Sign off, publish to the family, or reopen a progress card',
        params: HpcCardParamsSchema,
        body: HpcStatusInputSchema,
        response: writeAnswers,
      },
    },
    async (request) => ({
      result: await hpc.changeStatus(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.get(
    apiPaths.hpcEvidence,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The child's observations, published stories and shareable photos of the cycle",
        params: HpcCardParamsSchema,
        querystring: HpcEvidenceQuerySchema,
        response: { 200: HpcEvidenceListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await hpc.evidenceCandidates(
        actorOf(request),
        request.params.cycleId,
        request.params.studentId,
        request.query.competency,
      ),
    }),
  );

  app.get(
    apiPaths.hpcProgressSummary,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "One child's levels per competency across the class's cycles",
        params: HpcStudentParamsSchema,
        querystring: HpcProgressSummaryQuerySchema,
        response: { 200: HpcProgressSummaryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await hpc.progressSummary(actorOf(request), request.params.studentId, request.query.class_id),
    }),
  );

  app.get(
    apiPaths.hpcAllStudentSummary,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The class × competency matrix of a cycle (levels and evidence per cell)',
        params: HpcCycleParamsSchema,
        querystring: HpcAllStudentSummaryQuerySchema,
        response: { 200: HpcAllStudentSummaryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await hpc.allStudentSummary(actorOf(request), request.params.cycleId, request.query),
    }),
  );

  app.get(
    apiPaths.childHpcCards,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Your child's published progress cards, newest cycle first",
        params: HpcStudentParamsSchema,
        response: { 200: ChildHpcCardsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { cards: await hpc.childCards(actorOf(request), request.params.studentId) },
    }),
  );

  app.get(
    apiPaths.childHpcCard,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "One of your child's published progress cards",
        params: HpcCardParamsSchema,
        response: { 200: HpcCardResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await hpc.childCard(actorOf(request), request.params.cycleId, request.params.studentId),
    }),
  );
};
