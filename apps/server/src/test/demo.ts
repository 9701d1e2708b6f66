import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@cue/contracts';
import { bearer, signIn, staffToken } from './sign-in.js';

/** The demo accounts' phone numbers (README "Demo school"), by first name. */
export const demoPhones = {
  priya: '9000000001', // Member: teaches Nursery A and Playgroup B
  farah: '9000000002', // Admin of Sunbeam Nursery
  rahul: '9000000003', // Parent of Aarav Sharma (Nursery A) and Anaya Sharma
  meera: '9000000004', // Teaches Playgroup B; parent of Kabir Iyer
  sam: '9000000005', // Super admin
  anil: '9000000006', // Admin of Maple Kids (another school)
} as const;

export interface DemoClass {
  _id: string;
  class_name: string;
  school_info: { _id: string; name: string };
}

/** The classes a staff member sees, by name (e.g. 'Nursery A'), read through the real API. */
export async function classesOf(app: FastifyInstance, token: string): Promise<Record<string, DemoClass>> {
  const response = await app.inject({ method: 'GET', url: '/api/staff_classes/', headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`staff_classes ${response.statusCode}: ${response.body}`);
  return Object.fromEntries(response.json<{ result: DemoClass[] }>().result.map((c) => [c.class_name, c]));
}

/** A class's students by full name ('Aarav Sharma' -> id), through the real API. */
export async function studentsOf(
  app: FastifyInstance,
  token: string,
  classId: string,
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/student/${classId}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`student ${response.statusCode}: ${response.body}`);
  return Object.fromEntries(
    response
      .json<{ result: { _id: string; first_name: string; last_name: string }[] }>()
      .result.map((s) => [`${s.first_name} ${s.last_name}`, s._id]),
  );
}

/** Sunbeam's Nursery A as Priya sees it: her token, the class and its students. */
export async function nurseryA(app: FastifyInstance) {
  const token = await staffToken(app, demoPhones.priya);
  const schoolClass = (await classesOf(app, token))['Nursery A']!;
  return { token, schoolClass, students: await studentsOf(app, token, schoolClass._id) };
}

export type DemoPerson = keyof typeof demoPhones;

/**
 * Demo people's tokens, each signed in once until `forget()`. Sign-ins move the test clock on 12
 * minutes and access tokens live an hour, so files that move the clock call `forget()` before
 * each test (a `beforeEach`) and every test signs in the people it needs afresh.
 */
export function demoLogins(app: () => FastifyInstance) {
  let logins = new Map<DemoPerson, LoginResult>();
  const login = async (person: DemoPerson) => {
    let result = logins.get(person);
    if (!result) {
      result = await signIn(app(), demoPhones[person]);
      logins.set(person, result);
    }
    return result;
  };
  return {
    staff: async (person: DemoPerson) => (await login(person)).staff_user!.access_token,
    parent: async (person: DemoPerson) => (await login(person)).parent_user!.access_token,
    forget: () => {
      logins = new Map();
    },
  };
}
