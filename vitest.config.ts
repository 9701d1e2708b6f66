import { defineConfig } from 'vitest/config';

// One runner for every tier: each workspace is a Vitest project with its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/chromium',
      'apps/server',
      'apps/server/vitest.faults.config.ts',
      'apps/web',
      'e2e',
    ],
  },
});
