import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { users } from '../db/schema/index.js';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { registerErrorHandler } from './error-handler.js';

describe('error handler: a unique index lost in a race', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle?.close());

  /** The real error of inserting a second account with a phone already taken. */
  const duplicatePhoneError = async () => {
    const row = { firstName: 'A', lastName: 'B', phone: '9555555555', createdAt: new Date() };
    await handle.db.insert(users).values({ id: 'a'.repeat(24), ...row });
    try {
      await handle.db.insert(users).values({ id: 'b'.repeat(24), ...row });
    } catch (error) {
      return error;
    }
    throw new Error('the second insert succeeded');
  };

  it('answers 400 naming the field, without the value, instead of a 500', async () => {
    const error = await duplicatePhoneError();
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/invite', () => {
      throw error;
    });
    const response = await app.inject({ method: 'POST', url: '/invite' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'phone' });
    expect(response.body).not.toContain('9555555555');
    await app.close();
  });
});
