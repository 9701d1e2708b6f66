import { Ajv, type ValidateFunction } from 'ajv';
import { unknownFields, type FuzzCase } from './cases.js';
import type { Operation } from './operations.js';
import type { JsonSchema } from './schema-values.js';

/** The spec's error shape, for statuses an operation does not declare (413, 415, ...). */
const errorResponse: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    msg: { type: 'string' },
    field: { type: 'string' },
  },
  required: ['code', 'message', 'msg'],
};

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Checks answers against the document: never a 5xx (but a declared 501); the JSON body matches the schema declared for
 * its status (undeclared 4xx statuses: the error shape); a 400 for a broken body or query field
 * names a field.
 */
export class ResponseChecker {
  // The document is OpenAPI 3.0 (nullable, formats as hints): validate structure, not formats.
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  private readonly validators = new Map<JsonSchema, ValidateFunction>();

  private validator(schema: JsonSchema): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(schema, validate);
    }
    return validate;
  }

  /** What is wrong with an answer, or null. */
  problem(operation: Operation, fuzzCase: FuzzCase, answer: Answer): string | null {
    const { statusCode } = answer;
    const declared = Object.hasOwn(operation.responses, String(statusCode));
    // 501 is an answer only where the document says so (calls of a later issue); any other 5xx is a fault.
    if (statusCode >= 500 && !(statusCode === 501 && declared)) return `answered ${statusCode}`;
    if (!declared && statusCode < 400) return `answered ${statusCode}, which the document does not declare`;
    const schema = declared ? operation.responses[String(statusCode)] : errorResponse;
    if (!schema) return null;
    const contentType = String(answer.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json'))
      return `answered ${statusCode} as ${contentType || 'no content type'}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `answered ${statusCode} with a body that is not JSON`;
    }
    const validate = this.validator(schema);
    if (!validate(body)) {
      const first = validate.errors?.[0];
      return `answered ${statusCode} with a body that breaks its schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`;
    }
    if (statusCode === 400 && (fuzzCase.target === 'body' || fuzzCase.target === 'query')) {
      const field = (body as { field?: unknown }).field;
      if (typeof field !== 'string' || field === '')
        return 'answered 400 for a broken field without naming a field';
      if (unknownFields.some((name) => field.startsWith(name)))
        return `refused the unknown field ${field} instead of ignoring it`;
    }
    return null;
  }
}
