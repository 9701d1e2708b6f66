import { edgeNumbers, hostileStrings, wrongTypes } from './hostile.js';
import type { Random } from './random.js';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the API document uses. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Real things of the demo school (and what the fuzzer created), so requests reach the services. */
export interface IdPool {
  classIds: string[];
  studentIds: string[];
  /** Every id seen in a successful answer. */
  anyIds: string[];
  /** Each class's students: a request about a class names its own children. */
  studentsByClass: Record<string, string[]>;
  /** Ids answered by operations of one topic ('announcement'), for that topic's `{id}`s. */
  byTopic: Record<string, string[]>;
}

const topics = ['announcement', 'anecdote', 'access_token', 'excusal', 'media', 'cue_conversation'];

/** The kind of record an operation is about, from its path. */
export const topicOf = (path: string) => topics.find((topic) => path.includes(topic));

/** Words a teacher would write about a child: a leak of these into the log fails the log scan. */
const childSentences = [
  'Diya Menon stacked five blocks and counted them aloud',
  'Aarav Sharma shared the red crayon with Kabir Iyer',
  'Zoya Siddiqui sang the whole song',
  'A calm morning at the sand tray',
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const hex = (random: Random, length: number) =>
  Array.from({ length }, () => '0123456789abcdef'[random.int(0, 15)]).join('');

function idFor(name: string, random: Random, ids: IdPool): string {
  const pool = /class/i.test(name) ? ids.classIds : /student|child/i.test(name) ? ids.studentIds : ids.anyIds;
  if (pool.length > 0 && random.chance(0.85)) return random.pick(pool);
  return random.chance(0.5) && ids.anyIds.length > 0 ? random.pick(ids.anyIds) : hex(random, 24);
}

/** A value for one of the API's string patterns, near the test clock's today. */
function patternValue(pattern: string, name: string, random: Random, ids: IdPool, today: Date): string {
  const day = new Date(today.getTime() + random.int(-10, 3) * 86_400_000);
  if (pattern === '^[0-9a-f]{24}$') return idFor(name, random, ids);
  if (pattern === '^91\\d{10}$') {
    return random.chance(0.5)
      ? `9190000000${random.int(0, 9)}${random.int(0, 9)}`
      : `918${hex(random, 9).replace(/[a-f]/g, '7')}`;
  }
  if (pattern === '^\\d{6}$')
    return random.chance(0.5) ? '123456' : String(random.int(0, 999_999)).padStart(6, '0');
  if (pattern === '^\\d{4}-\\d{2}-\\d{2}$') return isoDay(day);
  if (pattern === '^\\d{2}-\\d{2}-\\d{4}$') return isoDay(day).split('-').reverse().join('-');
  if (pattern.startsWith('^(0[1-9]|1[0-2])'))
    return `${String(random.int(1, 12)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')} ${random.pick(['AM', 'PM'])}`;
  if (pattern === '^[1-9]\\d{0,5}$') return String(random.int(1, 5));
  if (pattern.includes('T(?:')) return new Date(day.getTime() + random.int(0, 86_399) * 1000).toISOString();
  return 'x';
}

function validString(schema: JsonSchema, name: string, random: Random, ids: IdPool, today: Date): string {
  if (schema.pattern) return patternValue(schema.pattern, name, random, ids, today);
  if (schema.format === 'date-time' || /_time$/.test(name)) return today.toISOString();
  if (/date$/.test(name)) return isoDay(new Date(today.getTime() - random.int(0, 10) * 86_400_000));
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 200, 200);
  let text = /note|text|input|summary|description|message|reason|query/i.test(name)
    ? random.pick(childSentences)
    : random.pick(['Blocks', 'Sand tray', 'Story time', 'Painting day', 'Outdoor play']);
  if (text.length > max) text = text.slice(0, max);
  while (text.length < min) text += 'a';
  return text;
}

/** A value the schema accepts (as far as the generator knows the schema's meaning). */
export function validValue(
  schema: JsonSchema,
  name: string,
  random: Random,
  ids: IdPool,
  today: Date,
): unknown {
  if (schema.enum) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return validValue(random.pick(branches), name, random, ids, today);
  switch (schema.type) {
    case 'string':
      return validString(schema, name, random, ids, today);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      const max = Math.min(schema.maximum ?? 20, min + 20);
      return random.int(Math.ceil(min), Math.floor(max));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = random.int(
        schema.minItems ?? 0,
        Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      );
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, name, random, ids, today));
    }
    case 'object':
    default: {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6)) {
          object[key] = validValue(property, key, random, ids, today);
        }
      }
      return object;
    }
  }
}

/** Where a leaf sits in a value: the keys and array indexes leading to it. */
export type ValuePath = (string | number)[];

/** Every property and item path of a generated value, with the schema describing it. */
export function valuePaths(
  value: unknown,
  schema: JsonSchema,
  path: ValuePath = [],
): { path: ValuePath; schema: JsonSchema; parent: JsonSchema | null }[] {
  const found: { path: ValuePath; schema: JsonSchema; parent: JsonSchema | null }[] = [];
  const resolved = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push({ path: [...path, index], schema: resolved.items ?? {}, parent: resolved });
      found.push(...valuePaths(item, resolved.items ?? {}, [...path, index]));
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const property = resolved.properties?.[key] ?? {};
      found.push({ path: [...path, key], schema: property, parent: resolved });
      found.push(...valuePaths(item, property, [...path, key]));
    }
  }
  return found;
}

/** A value a field should refuse (or accept unharmed), with the input class it stands for. */
export function hostileValue(schema: JsonSchema, random: Random): { inputClass: string; value: unknown } {
  const roll = random.next();
  if (roll < 0.5) {
    const { inputClass, value } = random.pick(hostileStrings);
    return { inputClass, value };
  }
  if (roll < 0.65 && schema.type === 'string') {
    const length = (schema.maxLength ?? 1000) + 1;
    return { inputClass: 'one past maxLength', value: 'b'.repeat(length) };
  }
  if (roll < 0.8 && (schema.type === 'integer' || schema.type === 'number')) {
    return { inputClass: 'edge number', value: random.pick(edgeNumbers) };
  }
  if (roll < 0.85 && schema.type === 'array') {
    return {
      inputClass: 'too many items',
      value: Array.from({ length: (schema.maxItems ?? 500) + 1 }, () => ({})),
    };
  }
  return { inputClass: 'wrong type', value: random.pick(wrongTypes) };
}

/** Sets (or with `undefined`, removes) the value at a path, in place. */
export function setAt(root: unknown, path: ValuePath, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
}
