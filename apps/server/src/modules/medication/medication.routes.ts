import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  ClassMedicationResponseSchema,
  CreateMedicationInputSchema,
  DueDosesResponseSchema,
  IdParamsSchema,
  MedicationRequestListResponseSchema,
  MedicationRequestResponseSchema,
  RecordDoseInputSchema,
  StudentIdParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { MedicationService } from './medication.service.js';

const tags = ['Care log: medication'];

/** Medication requests and doses (decision 042). */
export const medicationRoutes: FastifyPluginAsyncZod<{
  medication: MedicationService;
  guard: AuthGuard;
}> = async (app, { medication, guard }) => {
  app.get(
    apiPaths.classMedication,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The class's current and recent medication requests, today's due doses and possible witnesses",
        params: ClassIdParamsSchema,
        response: { 200: ClassMedicationResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await medication.classMedication(actorOf(request), request.params.classId),
    }),
  );

  app.get(
    apiPaths.classMedicationDue,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Today's doses not yet given whose time has passed or comes within 30 minutes",
        params: ClassIdParamsSchema,
        response: { 200: DueDosesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await medication.classDueDoses(actorOf(request), request.params.classId) }),
  );

  app.get(
    apiPaths.childMedication,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A parent's requests for their own child, with the doses given",
        params: StudentIdParamsSchema,
        response: { 200: MedicationRequestListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await medication.childMedication(actorOf(request), request.params.studentId),
    }),
  );

  app.post(
    apiPaths.childMedication,
    {
      preHandler: guard.parent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A parent asks staff to give their child a medicine at set times',
        params: StudentIdParamsSchema,
        body: CreateMedicationInputSchema,
        response: { 200: MedicationRequestResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await medication.requestMedication(actorOf(request), request.params.studentId, request.body),
    }),
  );

  app.post(
    apiPaths.acknowledgeMedication,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Staff of the child's class acknowledge a request (again: no change)",
        params: IdParamsSchema,
        response: { 200: MedicationRequestResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await medication.acknowledge(actorOf(request), request.params.id) }),
  );

  app.post(
    apiPaths.medicationDoses,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Record a dose given (not in the future), optionally witnessed by another staff member',
        params: IdParamsSchema,
        body: RecordDoseInputSchema,
        response: { 200: MedicationRequestResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await medication.recordDose(actorOf(request), request.params.id, request.body),
    }),
  );
};
