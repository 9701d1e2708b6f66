import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendanceDashboardResponseSchema,
  AttendanceDateQuerySchema,
  AttendanceRegisterResponseSchema,
  BulkAttendanceInputSchema,
  BulkAttendanceResponseSchema,
  ClassExcusalQuerySchema,
  ClassIdParamsSchema,
  CreateExcusalInputSchema,
  DecideExcusalInputSchema,
  ExcusalIdParamsSchema,
  ExcusalListResponseSchema,
  ExcusalResponseSchema,
  FetchChildExcusalInputSchema,
  FullPresenceInputSchema,
  ParentChildAttendanceInputSchema,
  SaveAttendanceInputSchema,
  StudentAttendanceSummaryResponseSchema,
  StudentIdParamsSchema,
  StudentSummaryQuerySchema,
  apiPaths,
  type AttendancePeriod,
} from '@cue/contracts';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { AttendanceService } from './attendance.service.js';

const tags = ['Attendance'];

/** Spec section 7 "Attendance": registers, children's summaries, excusal and leave requests. */
export const attendanceRoutes: FastifyPluginAsyncZod<{
  attendance: AttendanceService;
  guard: AuthGuard;
}> = async (app, { attendance, guard }) => {
  const docs = { tags, security: bearerSecurity };

  app.get(
    apiPaths.classAttendance,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "A class's register for a day: every student's status, completeness, requests",
        params: ClassIdParamsSchema,
        querystring: AttendanceDateQuerySchema,
        response: { 200: AttendanceRegisterResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.getRegister(actorOf(request), request.params.classId, request.query.date),
    }),
  );

  app.post(
    apiPaths.classAttendance,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Save the named students’ marks (idempotent), optionally marking the register complete',
        params: ClassIdParamsSchema,
        body: SaveAttendanceInputSchema,
        response: { 200: AttendanceRegisterResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.saveRegister(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.post(
    apiPaths.studentsFullPresence,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Mark all present: every student of the class without a mark that day',
        body: FullPresenceInputSchema,
        response: { 200: AttendanceRegisterResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await attendance.markAllPresent(actorOf(request), request.body) }),
  );

  app.post(
    apiPaths.bulkStudentAttendance,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'One status for several students over a range of class days',
        params: ClassIdParamsSchema,
        body: BulkAttendanceInputSchema,
        response: { 200: BulkAttendanceResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.updateBulk(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.get(
    apiPaths.attendanceDashboard,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "A class's counts by status for a day and the trend of the 30 days before",
        params: ClassIdParamsSchema,
        querystring: AttendanceDateQuerySchema,
        response: { 200: AttendanceDashboardResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.dashboard(actorOf(request), request.params.classId, request.query.date),
    }),
  );

  const summaries: [string, AttendancePeriod][] = [
    [apiPaths.studentWeeklyAttendance, 'week'],
    [apiPaths.studentMonthlyAttendance, 'month'],
    [apiPaths.studentYearlyAttendance, 'year'],
  ];
  for (const [path, period] of summaries) {
    app.get(
      path,
      {
        preHandler: guard.anyUser,
        schema: {
          ...docs,
          summary: `A child's attendance over the ${period} holding the date (staff, or the child's parent)`,
          params: StudentIdParamsSchema,
          querystring: StudentSummaryQuerySchema,
          response: { 200: StudentAttendanceSummaryResponseSchema, ...clientErrors },
        },
      },
      async (request) => ({
        result: await attendance.studentSummary(
          actorOf(request),
          request.params.studentId,
          period,
          request.query.date,
        ),
      }),
    );
  }

  app.post(
    apiPaths.parentChildAttendance,
    {
      preHandler: guard.parent,
      schema: {
        ...docs,
        summary: "A parent's child in one class over a range of days (default: the last 30)",
        params: ClassIdParamsSchema,
        body: ParentChildAttendanceInputSchema,
        response: { 200: StudentAttendanceSummaryResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.parentChildAttendance(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.post(
    apiPaths.createChildExcusal,
    {
      preHandler: guard.parent,
      schema: {
        ...docs,
        summary: 'A parent asks for days of excusal or leave for their child',
        params: ClassIdParamsSchema,
        body: CreateExcusalInputSchema,
        response: { 200: ExcusalResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.requestExcusal(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.post(
    apiPaths.withdrawChildExcusal,
    {
      preHandler: guard.parent,
      schema: {
        ...docs,
        summary: 'A parent withdraws a pending excusal or leave request of their child (our extra)',
        params: ExcusalIdParamsSchema,
        response: { 200: ExcusalResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.withdrawExcusal(actorOf(request), request.params.excusalId),
    }),
  );

  app.post(
    apiPaths.fetchChildExcusal,
    {
      preHandler: guard.parent,
      schema: {
        ...docs,
        summary: "A parent's excusal and leave requests for one child, newest first",
        params: ClassIdParamsSchema,
        body: FetchChildExcusalInputSchema,
        response: { 200: ExcusalListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.childExcusals(
        actorOf(request),
        request.params.classId,
        request.body.student_id,
      ),
    }),
  );

  app.get(
    apiPaths.classExcusals,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: "A class's excusal and leave requests, newest first",
        params: ClassIdParamsSchema,
        querystring: ClassExcusalQuerySchema,
        response: { 200: ExcusalListResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.classExcusals(actorOf(request), request.params.classId, request.query.status),
    }),
  );

  app.post(
    apiPaths.classExcusals,
    {
      preHandler: guard.staff,
      schema: {
        ...docs,
        summary: 'Approve (pre-filling the register) or decline a request',
        params: ClassIdParamsSchema,
        body: DecideExcusalInputSchema,
        response: { 200: ExcusalResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await attendance.decideExcusal(actorOf(request), request.params.classId, request.body),
    }),
  );
};
