import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { children, classes, users } from '../schema/index.js';
import { seedDemoSchool } from './demo-school.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('demo school seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo school once: a restart does not seed again', async () => {
    expect(await seedDemoSchool(t.db)).toBe(false);
    const [classCount] = await t.db.select({ n: count() }).from(classes);
    const [childCount] = await t.db.select({ n: count() }).from(children);
    const [userCount] = await t.db.select({ n: count() }).from(users);
    expect(classCount?.n).toBe(4);
    expect(childCount?.n).toBe(20 + 12 + 8 + 6);
    expect(userCount?.n).toBe(6);
  });
});
