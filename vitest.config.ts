import { defineConfig } from 'vitest/config';

// One runner for every tier: each workspace is a Vitest project with its own config. Projects run
// in groups (sequence.groupOrder), a group after the one before: the unit and integration suites
// first, on every core; then the fault tests, which start their own PostgreSQL and Redis; then the
// browser journeys alone, one at a time, so a loaded machine never slows a journey into a timeout.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/chromium',
      'apps/server',
      'apps/web',
      'apps/server/vitest.faults.config.ts',
      'e2e',
    ],
  },
});
