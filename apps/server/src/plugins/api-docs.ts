import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.0 has no null type: a zod `.nullable()` enum comes out `nullable: true` with an `enum`
 * that lacks null, which validating clients (Ajv, generated SDKs, the API fuzzer) read as "null
 * is not allowed" and so refuse every answer that leaves such a field empty (a care log entry's
 * `nappy` on a meal). The spec's clarification (3.0.3) is to list null in the enum; this does.
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(listNullInNullableEnums);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  Object.values(schema).forEach(listNullInNullableEnums);
}

const transform: typeof jsonSchemaTransform = (route) => {
  const documented = jsonSchemaTransform(route);
  listNullInNullableEnums(documented.schema);
  return documented;
};

/** OpenAPI generated from the zod contracts of every route, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cue classroom API',
        description:
          'The HTTP API of the Cue web app. Paths and field names follow the product spec exactly.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
