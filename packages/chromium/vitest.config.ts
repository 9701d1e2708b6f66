import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'chromium',
    include: ['*.test.ts'],
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 0 },
  },
});
