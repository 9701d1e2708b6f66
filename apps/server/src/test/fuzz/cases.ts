import { hostilePathSegments, malformedBodies, rawQueries } from './hostile.js';
import type { Operation } from './operations.js';
import type { Random } from './random.js';
import {
  hostileValue,
  setAt,
  topicOf,
  validValue,
  valuePaths,
  type IdPool,
  type JsonSchema,
} from './schema-values.js';

/** What one case changed from a plausible request, for the checks and the failure report. */
export type Target = 'none' | 'body' | 'query' | 'path' | 'header' | 'raw body';

export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The exact bytes sent (JSON text or a raw body), or none. */
  payload?: string;
  inputClass: string;
  target: Target;
  /** The field the case broke ('observation_entries.0.general_note'), when it broke one. */
  field?: string;
}

type Kind = 'valid' | 'field' | 'missing' | 'extra' | 'malformed' | 'path' | 'raw query';

const kinds: readonly [Kind, number][] = [
  ['valid', 20],
  ['field', 40],
  ['missing', 10],
  ['extra', 6],
  ['malformed', 10],
  ['path', 9],
  ['raw query', 5],
];

/** Fields no operation has: the API ignores them (never a 400 naming one). */
export const unknownFields = ['fuzz_is_admin', 'fuzz_💥', 'fuzz_object'] as const;

const printableAscii = /^[\x20-\x7e]*$/;

function pickKind(random: Random, operation: Operation): Kind {
  const has = {
    body: operation.body !== null,
    path: operation.parameters.some((p) => p.in === 'path'),
    query: operation.parameters.some((p) => p.in === 'query'),
  };
  const usable = kinds.filter(([kind]) => {
    if (kind === 'path') return has.path;
    if (kind === 'raw query') return has.query;
    if (kind === 'malformed') return operation.method !== 'GET';
    return true;
  });
  let roll = random.next() * usable.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of usable) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'valid';
}

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** One request for an operation: plausible, with one thing broken (or none). */
export function makeCase(operation: Operation, random: Random, allIds: IdPool, today: Date): FuzzCase {
  // An `{id}` of an announcement operation is most useful as an announcement's id.
  const topical = allIds.byTopic[topicOf(operation.path) ?? ''] ?? [];
  let ids = topical.length > 0 ? { ...allIds, anyIds: topical } : allIds;
  const kind = pickKind(random, operation);
  const path: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && !parameter.required && !random.chance(0.6)) continue;
    const value = validValue(parameter.schema, parameter.name, random, ids, today);
    const students = typeof value === 'string' ? ids.studentsByClass[value] : undefined;
    if (students) ids = { ...ids, studentIds: students };
    if (parameter.in === 'path') path[parameter.name] = encodeURIComponent(asQueryText(value));
    else if (parameter.in === 'query') query[parameter.name] = value;
    else headers[parameter.name] = asQueryText(value);
  }
  let body: unknown = operation.body ? validValue(operation.body, 'body', random, ids, today) : undefined;
  let rawBody: (typeof malformedBodies)[number] | null = null;
  let inputClass = 'plausible';
  let target: Target = 'none';
  let field: string | undefined;

  if (kind === 'field' || kind === 'missing') {
    // A field of the body, a query field or a header field.
    const slots: {
      target: Target;
      name: string;
      schema: JsonSchema;
      required: boolean;
      apply: (v: unknown) => void;
    }[] = [];
    if (body !== undefined && operation.body) {
      for (const leaf of valuePaths(body, operation.body)) {
        const key = leaf.path[leaf.path.length - 1]!;
        slots.push({
          target: 'body',
          name: leaf.path.join('.'),
          schema: leaf.schema,
          required: typeof key === 'string' && (leaf.parent?.required?.includes(key) ?? false),
          apply: (v) => setAt(body, leaf.path, v),
        });
      }
    }
    for (const parameter of operation.parameters.filter((p) => p.in !== 'path')) {
      const bag = parameter.in === 'query' ? query : headers;
      slots.push({
        target: parameter.in,
        name: parameter.name,
        schema: parameter.schema,
        required: parameter.required,
        apply: (v) => {
          if (v === undefined) delete bag[parameter.name];
          else bag[parameter.name] = parameter.in === 'query' ? v : asQueryText(v);
        },
      });
    }
    // Half the time a free-text field: where hostile text reaches the database and the log.
    const freeText = slots.filter((s) => s.schema.type === 'string' && !s.schema.pattern && !s.schema.enum);
    const candidates =
      kind === 'missing'
        ? slots.filter((s) => s.required)
        : freeText.length > 0 && random.chance(0.5)
          ? freeText
          : slots;
    if (candidates.length > 0) {
      const slot = random.pick(candidates);
      target = slot.target;
      field = slot.name;
      if (kind === 'missing') {
        inputClass = 'missing required field';
        slot.apply(undefined);
      } else {
        let hostile = hostileValue(slot.schema, random);
        // Header values can only carry printable ASCII; anything else never leaves the client.
        while (slot.target === 'header' && !printableAscii.test(asQueryText(hostile.value))) {
          hostile = hostileValue(slot.schema, random);
        }
        inputClass = hostile.inputClass;
        slot.apply(hostile.value);
      }
    } else if (kind === 'missing' && body !== undefined) {
      inputClass = 'body of the wrong type';
      target = 'body';
      body = random.pick([[], 'text', 7, true]);
    }
  } else if (kind === 'extra') {
    inputClass = 'unknown extra fields';
    target = 'body';
    const extra = Object.fromEntries(
      unknownFields.map((name, i) => [name, [true, '\u0000', { _id: 'x' }][i]]),
    );
    if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(body, extra);
    else body = extra;
    query[unknownFields[0]!] = 'x';
  } else if (kind === 'malformed') {
    rawBody = random.pick(malformedBodies);
    inputClass = rawBody.inputClass;
    target = 'raw body';
  } else if (kind === 'path') {
    const names = Object.keys(path);
    const name = random.pick(names);
    const segment = random.pick(hostilePathSegments);
    path[name] = segment.value;
    inputClass = segment.inputClass;
    target = 'path';
    field = name;
  }

  let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? 'missing');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.append(name, asQueryText(value));
  let queryText = search.toString();
  if (kind === 'raw query') {
    const name = random.pick(operation.parameters.filter((p) => p.in === 'query')).name;
    const raw = random.pick(rawQueries);
    queryText = [queryText, raw.query(name)].filter(Boolean).join('&');
    inputClass = raw.inputClass;
    target = 'query';
    field = name;
  }
  if (queryText) url += `?${queryText}`;

  if (rawBody) {
    return {
      method: operation.method,
      url,
      headers: { ...headers, 'content-type': rawBody.contentType },
      payload: rawBody.body,
      inputClass,
      target,
    };
  }
  if (body === undefined)
    return { method: operation.method, url, headers, inputClass, target, ...(field && { field }) };
  return {
    method: operation.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    inputClass,
    target,
    ...(field && { field }),
  };
}
