import type { JsonSchema } from './schema-values.js';

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the API document: what the fuzzer sends and what it may answer. */
export interface Operation {
  /** 'POST /api/anecdote/{classId}' */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** JSON schema of each declared status (null: declared without a JSON body). */
  responses: Record<string, JsonSchema | null>;
}

/**
 * The operations the fuzzer never sends, and why: the one list of what it leaves out. The fuzz
 * test fails when an entry names an operation the document no longer has.
 */
export const notFuzzed: Readonly<Record<string, string>> = {
  'POST /api/logout/': "ends the sending actor's session; every later request of that actor would be a 401",
  'DELETE /api/delete_user_profile/': 'deletes the sending demo account and ends all its sessions',
};

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** Every operation of the OpenAPI document the app serves (`app.swagger()`). */
export function operationsOf(document: {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        responses[status] = response.content?.['application/json']?.schema ?? null;
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({
          in: p.in as Parameter['in'],
          name: p.name,
          required: p.required ?? false,
          schema: p.schema,
        })),
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        responses,
      });
    }
  }
  return operations;
}
