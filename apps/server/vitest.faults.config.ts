import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The tests' own imports read @cue/contracts from source, like the server project's.
const conditions = ['@cue/source', ...defaultServerConditions];

// Fault tests: the built server (built first by the global setup) as real child processes
// against private PostgreSQL and Redis servers they stop and start (docs/decisions/016). A project of their own,
// so `npm run test:server` (run again on PostgreSQL in CI) does not run them twice.
export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'faults',
    include: ['src/**/*.fault.test.ts'],
    globalSetup: ['src/test/faults/build-server.ts', 'src/test/faults/scan-logs.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // After the unit and integration suites, one file at a time: each starts its own servers.
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
