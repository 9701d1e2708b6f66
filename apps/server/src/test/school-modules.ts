import { expect } from 'vitest';
import { apiPaths, type SchoolModule } from '@cue/contracts';
import { bearer } from './sign-in.js';
import type { TestApp } from './test-app.js';

/** An admin switches one of the school's modules on or off (POST school_settings/), as a test's setup. */
export async function switchSchoolModule(
  t: TestApp,
  adminToken: string,
  module: SchoolModule,
  enabled: boolean,
): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.schoolSettings,
    headers: bearer(adminToken),
    payload: { school_permissions: { [module]: { enabled } } },
  });
  expect(response.statusCode, response.body).toBe(200);
}
