import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// `npm run test:llm-server` only (llm-server/run.ts): the chat and Cue-command journeys against a
// real llama.cpp server. Not a project of the root config, so `npm test` and CI never need one.
const conditions = ['@cue/source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'llm-server',
    include: ['src/**/*.llm-server.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    // A small model on a CPU: each answer may take minutes.
    testTimeout: 10 * 60_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
