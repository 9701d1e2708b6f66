import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';

// Tests read @cue/contracts from source (the '@cue/source' export condition): no build needed.
// Not 'module': the AWS SDK's 'module' build has imports Node cannot load (no file extensions);
// Node itself picks its 'node' build, as the server does in production.
const conditions = ['@cue/source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The fault tests are their own project (vitest.faults.config.ts): they need the built server.
    // The real model server's journeys run only in `npm run test:llm-server`.
    exclude: [...configDefaults.exclude, 'src/**/*.fault.test.ts', 'src/**/*.llm-server.test.ts'],
    environment: 'node',
    // Collects every test app's log and fails the run if one holds a child's name or a token.
    globalSetup: ['./src/test/global-setup.ts'],
    // Each file opens its own database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app on its own database, so the server's modules can be shared
    // between the files of a worker: imported once per worker, not once per file (a third of the
    // suite's time). Files run one per core.
    isolate: false,
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 0 },
  },
});
