import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type AssessmentCycle, type HpcCard } from '@cue/contracts';
import { hpcCards, hpcEvidenceLinks, hpcJudgements, hpcNarratives } from '../db/schema/index.js';
import { classesOf, studentsOf } from './demo.js';
import { bearer } from './sign-in.js';
import type { TestApp } from './test-app.js';

/*
 * What the progress card and gradebook tests share (each test file stays runnable alone): calls,
 * the demo's classes, children and cycles, and a snapshot of what is stored.
 */

export type Payload = Record<string, unknown>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const call = (t: TestApp, method: Method, url: string, token: string | null, payload?: Payload) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });

export const cardUrl = (cycleId: string, studentId: string, part?: string) =>
  apiPath(part ? `${apiPaths.hpcCard}/${part}` : apiPaths.hpcCard, { cycleId, studentId });

/** The demo school as Farah (the admin) sees it: classes, children and each class's cycles. */
export async function demoSchool(t: TestApp, farah: string) {
  const classes = await classesOf(t.app, farah);
  const nurseryA = classes['Nursery A']!._id;
  const playgroupB = classes['Playgroup B']!._id;
  const cyclesOf = async (classId: string) => {
    const response = await call(t, 'GET', apiPath(apiPaths.classAssessmentCycles, { classId }), farah);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { cycles: AssessmentCycle[] } }>().result.cycles;
  };
  const [term1, term2] = await cyclesOf(nurseryA);
  const [pgTerm2] = await cyclesOf(playgroupB);
  return {
    classes,
    nurseryA,
    playgroupB,
    kidsA: await studentsOf(t.app, farah, nurseryA),
    kidsB: await studentsOf(t.app, farah, playgroupB),
    term1: term1!,
    term2: term2!,
    pgTerm2: pgTerm2!,
  };
}

/** Everything stored of progress cards, to check a refused write wrote nothing. */
export async function storedCards(t: TestApp) {
  const [cards, judgements, links, narratives] = await Promise.all([
    t.db.select().from(hpcCards).orderBy(hpcCards.id),
    t.db.select().from(hpcJudgements).orderBy(hpcJudgements.id),
    t.db.select().from(hpcEvidenceLinks).orderBy(hpcEvidenceLinks.id),
    t.db.select().from(hpcNarratives).orderBy(hpcNarratives.id),
  ]);
  return JSON.stringify({ cards, judgements, links, narratives });
}

/** A card's stored row (null before its first write). */
export async function cardRow(t: TestApp, cycleId: string, childId: string) {
  const rows = await t.db.select().from(hpcCards).where(eq(hpcCards.cycleId, cycleId));
  return rows.find((row) => row.childId === childId) ?? null;
}

export async function readCard(t: TestApp, token: string, cycleId: string, studentId: string) {
  const response = await call(t, 'GET', cardUrl(cycleId, studentId), token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: HpcCard }>().result;
}

/** A refused request: its status and, for a 400, the field it names. */
export function expectRefused(
  response: { statusCode: number; body: string; json: <T>() => T },
  status: number,
  field?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  if (field !== undefined) expect(response.json<{ field?: string }>().field).toBe(field);
}
