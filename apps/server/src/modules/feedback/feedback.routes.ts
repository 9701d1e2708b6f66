import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChildFeedbackFormsResponseSchema,
  ErrorResponseSchema,
  FeedbackAnswerResponseSchema,
  FeedbackAnswersResponseSchema,
  FeedbackCaptureSchema,
  FeedbackCycleParamsSchema,
  FeedbackFamilyAnswerParamsSchema,
  FeedbackFamilyAnswerSchema,
  FeedbackFormCreateSchema,
  FeedbackFormEditSchema,
  FeedbackFormIdParamsSchema,
  FeedbackFormListResponseSchema,
  FeedbackFormParamsSchema,
  FeedbackFormResponseSchema,
  FeedbackStudentParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { FeedbackService } from './feedback.service.js';

const tags = ['Assessment: feedback'];
const withConflict = { ...clientErrors, 409: ErrorResponseSchema };

/** Feedback (issue 17, decision 050): parent, peer and self forms of a cycle and their answers. */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  guard: AuthGuard;
}> = async (app, { feedback, guard }) => {
  app.get(
    apiPaths.feedbackForms,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The cycle's feedback forms (parent, peer, self) with how many have answered",
        params: FeedbackCycleParamsSchema,
        response: { 200: FeedbackFormListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { forms: await feedback.listForms(actorOf(request), request.params.cycleId) },
    }),
  );

  app.post(
    apiPaths.feedbackForms,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Make the cycle's form of a kind (questions left out: the default ones); 409 if it exists",
        params: FeedbackCycleParamsSchema,
        body: FeedbackFormCreateSchema,
        response: { 200: FeedbackFormResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await feedback.createForm(actorOf(request), request.params.cycleId, request.body),
    }),
  );

  app.put(
    apiPaths.feedbackForm,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change the questions (once answered: only their wording and pictures, else 409)',
        params: FeedbackFormParamsSchema,
        body: FeedbackFormEditSchema,
        response: { 200: FeedbackFormResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await feedback.updateForm(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.feedbackFormSend,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send the parent form to the families (again: a counted reminder); 409 outside the cycle',
        params: FeedbackFormParamsSchema,
        response: { 200: FeedbackFormResponseSchema, ...withConflict },
      },
    },
    async (request) => ({ result: await feedback.sendForm(actorOf(request), request.params.id) }),
  );

  app.get(
    apiPaths.feedbackAnswers,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A form with the class's children and every answer given (who has answered)",
        params: FeedbackFormIdParamsSchema,
        response: { 200: FeedbackAnswersResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await feedback.formAnswers(actorOf(request), request.params.formId) }),
  );

  app.post(
    apiPaths.feedbackAnswers,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Capture a child's faces (self; peer: about a friend of the class) or a family's answers on paper",
        params: FeedbackFormIdParamsSchema,
        body: FeedbackCaptureSchema,
        response: { 200: FeedbackAnswerResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await feedback.captureAnswers(actorOf(request), request.params.formId, request.body),
    }),
  );

  app.get(
    apiPaths.childFeedbackForms,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The feedback forms sent for your child's current cycles, with your answers so far",
        params: FeedbackStudentParamsSchema,
        response: { 200: ChildFeedbackFormsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { forms: await feedback.childForms(actorOf(request), request.params.studentId) },
    }),
  );

  app.put(
    apiPaths.childFeedbackAnswer,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Your answers for your child (again replaces them); 409 once the cycle has ended',
        params: FeedbackFamilyAnswerParamsSchema,
        body: FeedbackFamilyAnswerSchema,
        response: { 200: FeedbackAnswerResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      result: await feedback.answerForChild(
        actorOf(request),
        request.params.formId,
        request.params.studentId,
        request.body.answers,
      ),
    }),
  );
};
