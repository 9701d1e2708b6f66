import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BalanceTargetsInputSchema,
  BalanceTargetsResponseSchema,
  ClassDayCycleResponseSchema,
  ClassIdParamsSchema,
  DayScheduleInputSchema,
  DayScheduleResponseSchema,
  DaySchedulesResponseSchema,
  DeleteDayScheduleResponseSchema,
  IdParamsSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { DayScheduleService } from './day-schedule.service.js';

const tags = ['Planning: day cycle'];

/** The day cycle (issue 16, decision 049): the school's, age bands' and classes' days, and targets. */
export const dayScheduleRoutes: FastifyPluginAsyncZod<{
  days: DayScheduleService;
  guard: AuthGuard;
}> = async (app, { days, guard }) => {
  app.get(
    apiPaths.daySchedules,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Every day schedule of the school (school, age bands, classes) and the balance targets',
        response: { 200: DaySchedulesResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await days.list(actorOf(request)) }),
  );

  app.put(
    apiPaths.daySchedules,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Save one day (school and age band: academic_setup.day_schedule; a class's: its staff). Blocks in time order, not overlapping",
        body: DayScheduleInputSchema,
        response: { 200: DayScheduleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await days.save(actorOf(request), request.body) }),
  );

  app.delete(
    apiPaths.daySchedule,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a day schedule: the classes using it fall back to the next most specific day',
        params: IdParamsSchema,
        response: { 200: DeleteDayScheduleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ output: await days.remove(actorOf(request), request.params.id) }),
  );

  app.put(
    apiPaths.dayScheduleTargets,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The school's balance targets: minutes a day per kind of time",
        body: BalanceTargetsInputSchema,
        response: { 200: BalanceTargetsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await days.saveTargets(actorOf(request), request.body.targets) }),
  );

  app.get(
    apiPaths.classDayCycle,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The class's day (its own, its age band's or the school's), where it comes from, and the targets",
        params: ClassIdParamsSchema,
        response: { 200: ClassDayCycleResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await days.classDayCycle(actorOf(request), request.params.classId) }),
  );
};
