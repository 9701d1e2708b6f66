import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCase, type FuzzCase } from './test/fuzz/cases.js';
import { ResponseChecker } from './test/fuzz/check.js';
import { notFuzzed, operationsOf, type Operation } from './test/fuzz/operations.js';
import { Random } from './test/fuzz/random.js';
import { topicOf, type IdPool } from './test/fuzz/schema-values.js';
import { classesOf, demoPhones, studentsOf } from './test/demo.js';
import { parentToken, staffToken } from './test/sign-in.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/*
 * A fuzzing pass over the API document the app serves: for every operation, seeded requests made
 * from its schemas (plausible ones with the demo school's real ids, and ones with one thing broken:
 * hostile text, edge numbers, wrong types, missing and unknown fields, malformed bodies, odd path
 * segments and query strings), sent as each kind of user. Every answer must be below 500 and match
 * the schema the document declares for its status.
 *
 * FUZZ_SEED, FUZZ_ROUNDS (cases per operation) and FUZZ_SECONDS (time bound) replay or widen a run.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const rounds = Number(process.env.FUZZ_ROUNDS ?? 60);
const seconds = Number(process.env.FUZZ_SECONDS ?? 60);

interface Actor {
  name: string;
  token: string | null;
}

interface Failure {
  operation: string;
  actor: string;
  fuzzCase: FuzzCase;
  problem: string;
  status: number;
  answer: string;
  /** For a 5xx: the error the server logged (type, message start, first frame in our code). */
  logged?: string;
}

// Input classes helper "text" makes a 400 through the shared contract rule (issue 9).
const textRuleClasses = new Set([
  'NUL byte',
  'NUL only',
  'C0 control characters',
  'C1 control characters',
  'zero-width only',
  'BOM only',
  'bidi override',
  'bidi override only',
  'lone high surrogate',
  'lone low surrogate',
  'date far future',
  'date far past',
  'date impossible',
]);

const short = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** The error the server logged for the last request, from its log lines since `from`. */
function loggedError(logs: string[], from: number): string | undefined {
  for (const chunk of logs.slice(from).reverse()) {
    for (const line of chunk.split('\n').filter(Boolean).reverse()) {
      const entry = JSON.parse(line) as {
        level: number;
        err?: { type?: string; message?: string; stack?: string };
      };
      if (entry.level < 50 || !entry.err) continue;
      const frame = entry.err.stack
        ?.split('\n')
        .find((l) => l.includes('/src/') || l.includes('node_modules'))
        ?.trim();
      return `${entry.err.type ?? 'Error'}: ${short(entry.err.message ?? '', 120)} ${frame ?? ''}`;
    }
  }
  return undefined;
}

function reproduction(failure: Failure): string {
  const { fuzzCase } = failure;
  const headers =
    Object.keys(fuzzCase.headers).length > 0 ? ` headers=${JSON.stringify(fuzzCase.headers)}` : '';
  const body = fuzzCase.payload === undefined ? '' : `\n    body: ${short(JSON.stringify(fuzzCase.payload))}`;
  return (
    `- ${failure.problem} [${fuzzCase.inputClass}${fuzzCase.field ? ` in ${fuzzCase.target} ${fuzzCase.field}` : ''}]\n` +
    `    ${fuzzCase.method} ${short(fuzzCase.url, 200)} as ${failure.actor}${headers}${body}\n` +
    `    answer: ${short(failure.answer, 200)}` +
    (failure.logged ? `\n    logged: ${failure.logged}` : '')
  );
}

describe('API fuzzing over the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  const actors: Actor[] = [];
  const ids: IdPool = { classIds: [], studentIds: [], anyIds: [], studentsByClass: {}, byTopic: {} };

  beforeAll(async () => {
    t = await createTestApp();
    operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
    actors.push({ name: 'nobody (no token)', token: null });
    actors.push({ name: 'teacher Priya', token: await staffToken(t.app, demoPhones.priya) });
    actors.push({ name: 'admin Farah', token: await staffToken(t.app, demoPhones.farah) });
    actors.push({ name: 'parent Rahul', token: await parentToken(t.app, demoPhones.rahul) });
    actors.push({ name: 'super admin Sam', token: await staffToken(t.app, demoPhones.sam) });
    // Real ids of the demo school, so plausible requests reach the services, not only validation.
    const classes = Object.values(await classesOf(t.app, actors[2]!.token!));
    ids.classIds.push(...classes.map((c) => c._id));
    for (const schoolClass of classes) {
      const students = Object.values(await studentsOf(t.app, actors[2]!.token!, schoolClass._id));
      ids.studentsByClass[schoolClass._id] = students;
      ids.studentIds.push(...students);
    }
    ids.anyIds.push(...ids.classIds, ...ids.studentIds);
  });
  afterAll(() => t.close());

  it('lists only operations that exist among those it does not fuzz', () => {
    const keys = new Set(operations.map((o) => o.key));
    expect(Object.keys(notFuzzed).filter((key) => !keys.has(key))).toEqual([]);
  });

  it(
    'never answers 5xx or breaks the declared response schema',
    async () => {
      const checker = new ResponseChecker();
      const fuzzed = operations.filter((o) => !Object.hasOwn(notFuzzed, o.key));
      const today = t.clock.now();
      const deadline = Date.now() + seconds * 1000;
      const sent = new Map<string, number>();
      const statuses = new Map<number, number>();
      const failures: Failure[] = [];
      // Round by round over every operation, so a time bound still reaches each one.
      let round = 0;
      for (; round < rounds && Date.now() < deadline; round++) {
        for (const operation of fuzzed) {
          const random = Random.for(seed, operation.key, round);
          const actor = actors[(round + operation.key.length) % actors.length]!;
          const fuzzCase = makeCase(operation, random, ids, today);
          const logsBefore = t.logs.length;
          const response = await t.app.inject({
            method: fuzzCase.method as 'GET',
            url: fuzzCase.url,
            headers: { ...fuzzCase.headers, ...(actor.token && { authorization: `Bearer ${actor.token}` }) },
            ...(fuzzCase.payload !== undefined && { payload: fuzzCase.payload }),
          });
          sent.set(operation.key, (sent.get(operation.key) ?? 0) + 1);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = checker.problem(operation, fuzzCase, response);
          if (problem) {
            failures.push({
              operation: operation.key,
              actor: actor.name,
              fuzzCase,
              problem,
              status: response.statusCode,
              answer: response.body,
              ...(response.statusCode >= 500 && { logged: loggedError(t.logs, logsBefore) }),
            });
          }
          if (
            response.statusCode < 300 &&
            response.headers['content-type']?.toString().startsWith('application/json')
          ) {
            // What the fuzzer created becomes a target too; a switched school comes with new tokens.
            const topic = topicOf(operation.path);
            for (const [, id] of response.body.matchAll(/"(?:_id|id)":"([0-9a-f]{24})"/g)) {
              if (ids.anyIds.length < 500 && !ids.anyIds.includes(id!)) ids.anyIds.push(id!);
              if (topic) {
                const known = (ids.byTopic[topic] ??= []);
                if (known.length < 100 && !known.includes(id!)) known.push(id!);
              }
            }
            const renewed = /"access_token":"([^"]+)"/.exec(response.body)?.[1];
            if (operation.key === 'POST /api/switch_school/' && renewed) actor.token = renewed;
          }
        }
      }
      const total = [...sent.values()].reduce((a, b) => a + b, 0);
      console.warn(
        `API fuzz: seed ${seed}, ${round} rounds, ${total} requests over ${fuzzed.length} operations ` +
          `(not fuzzed: ${Object.keys(notFuzzed).join(', ')}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      if (failures.length > 0) {
        // One line per distinct failure: operation, input class, what the server logged.
        const distinct = new Map<string, Failure>();
        for (const failure of failures) {
          const owner = textRuleClasses.has(failure.fuzzCase.inputClass) ? ' (text rule)' : '';
          const key = `${failure.operation} | ${failure.problem} | ${failure.fuzzCase.inputClass}${owner} | ${failure.logged?.split(' ')[0] ?? ''}`;
          if (!distinct.has(key)) distinct.set(key, failure);
        }
        console.error(
          `API fuzz: ${failures.length} failures, ${distinct.size} distinct:\n${[...distinct.keys()].join('\n')}`,
        );
        console.error([...distinct.values()].map(reproduction).join('\n'));
      }
      expect(sent.size, 'every operation not listed in notFuzzed got requests').toBe(fuzzed.length);
      expect(failures.map((f) => `${f.operation}: ${f.problem} [${f.fuzzCase.inputClass}]`)).toEqual([]);
    },
    (seconds + 120) * 1000,
  );
});
