import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@cue/contracts';
import { createTestApp, type TestApp } from './test/test-app.js';

/** '/api/classes/:id' -> '/api/classes/{id}', as OpenAPI writes path parameters. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const httpMethods = ['get', 'post', 'put', 'patch', 'delete'];

function expectErrorShape(body: Record<string, unknown>) {
  expect(typeof body.code).toBe('string');
  expect((body.code as string).length).toBeGreaterThan(0);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(body.msg).toBe(body.message);
}

describe('the server as a whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('unknown API paths', () => {
    it('answers a JSON 404 in the error shape', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/no_such_endpoint/' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expectErrorShape(body);
      expect(body.code).toBe('NOT_FOUND');
      expect(body.message).toContain('/api/no_such_endpoint/');
    });

    it('answers a JSON 404 for another method and for /api itself', async () => {
      for (const request of [
        { method: 'POST' as const, url: '/api/no_such_endpoint', payload: { a: 1 } },
        { method: 'GET' as const, url: '/api' },
        // A real path with a method it does not serve.
        { method: 'DELETE' as const, url: apiPaths.staffClasses },
      ]) {
        const response = await t.app.inject(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expectErrorShape(response.json());
      }
    });

    it('answers a broken URL escape and an over-long path segment in the error shape, not echoing them', async () => {
      for (const [url, status] of [
        ['/api/classes/%E0%A4%A', 400],
        [`/api/classes/${'a'.repeat(5000)}`, 414],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url.slice(0, 30)).toBe(status);
        const body = response.json();
        expectErrorShape(body);
        expect(body.message).not.toContain('aaaa');
        expect(body.message).not.toContain('%E0');
      }
    });
  });

  describe('API documentation', () => {
    it('serves an OpenAPI document listing every API path', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json<{
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components?: { securitySchemes?: Record<string, { scheme?: string }> };
      }>();
      expect(doc.openapi).toMatch(/^3\./);
      const documented = Object.keys(doc.paths);
      for (const path of Object.values(apiPaths)) {
        const expected = openApiPath(path);
        expect(documented, `OpenAPI lists ${expected}`).toContain(expected);
        const operations = Object.keys(doc.paths[expected] ?? {}).filter((k) => httpMethods.includes(k));
        expect(operations.length, `${expected} has an operation`).toBeGreaterThan(0);
      }
      expect(doc.components?.securitySchemes?.bearer?.scheme).toBe('bearer');
    });

    it('documents path parameters by their names', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const classById = doc.paths[openApiPath(apiPaths.classById)].get;
      expect(classById.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain(
        'path:id',
      );
      const students = doc.paths[openApiPath(apiPaths.classStudents)].get;
      expect(students.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain(
        'path:classId',
      );
    });
  });

  describe('malformed requests', () => {
    it('answers a malformed JSON body with 400 in the error shape, and sends no SMS', async () => {
      const smsBefore = t.sms.messages.length;
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.otpSend,
        headers: { 'content-type': 'application/json' },
        payload: '{"phno": "919000000001",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectErrorShape(response.json());
      expect(t.sms.messages.length).toBe(smsBefore);
    });

    it('answers malformed JSON on another endpoint the same way', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.checkPhoneExists,
        headers: { 'content-type': 'application/json' },
        payload: 'not json at all',
      });
      expect(response.statusCode).toBe(400);
      expectErrorShape(response.json());
      expect(response.body).not.toContain('"result"');
    });
  });
});
