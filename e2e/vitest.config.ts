import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/start-server.ts'],
    // One browser journey at a time keeps a 2-core machine steady.
    fileParallelism: false,
    maxWorkers: 1,
    // Last, alone on the machine (the root vitest.config.ts).
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
