import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArchiveStudentInputSchema,
  CreateStudentInputSchema,
  EditStudentInputSchema,
  MoveStudentInputSchema,
  StudentDetailsResponseSchema,
  StudentIdParamsSchema,
  StudentListQuerySchema,
  StudentPageResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { StudentsService } from './students.service.js';

const tags = ['Children (school setup)'];

/** Spec "student/" and our student_details/, student_move/, student_archive/ (decision 035). */
export const studentsRoutes: FastifyPluginAsyncZod<{ students: StudentsService; guard: AuthGuard }> = async (
  app,
  { students, guard },
) => {
  app.get(
    apiPaths.students,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A page of the school's children by name: search, class filter, archived too",
        querystring: StudentListQuerySchema,
        response: { 200: StudentPageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await students.listStudents(actorOf(request), request.query) }),
  );

  app.post(
    apiPaths.students,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A new child in a class, with guardians (parent accounts) and pickup adults',
        body: CreateStudentInputSchema,
        response: { 200: StudentDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await students.createStudent(actorOf(request), request.body) }),
  );

  app.get(
    apiPaths.studentDetails,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A child's details, guardians, pickup adults and class history (staff only)",
        params: StudentIdParamsSchema,
        response: { 200: StudentDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await students.getStudent(actorOf(request), request.params.studentId) }),
  );

  app.post(
    apiPaths.studentDetails,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Edit a child: the fields sent change; guardians and pickup adults replace the lists',
        params: StudentIdParamsSchema,
        body: EditStudentInputSchema,
        response: { 200: StudentDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await students.editStudent(actorOf(request), request.params.studentId, request.body),
    }),
  );

  app.post(
    apiPaths.studentMove,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Move a child to another class from a date; the class history is kept',
        params: StudentIdParamsSchema,
        body: MoveStudentInputSchema,
        response: { 200: StudentDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await students.moveStudent(actorOf(request), request.params.studentId, request.body),
    }),
  );

  app.post(
    apiPaths.studentArchive,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Archive a child (they leave every class) or bring them back into a class',
        params: StudentIdParamsSchema,
        body: ArchiveStudentInputSchema,
        response: { 200: StudentDetailsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await students.archiveStudent(actorOf(request), request.params.studentId, request.body),
    }),
  );
};
