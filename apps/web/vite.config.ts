import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { signedInChunks } from './signed-in-chunks';

const serverOrigin = 'http://localhost:3000';
const signedIn = signedInChunks();

export default defineConfig({
  plugins: [react(), signedIn.plugin],
  resolve: {
    // '@cue/source' points @cue/contracts at its TypeScript source, so the web app never needs a
    // prior build of the contracts package (dev, build and tests alike).
    conditions: ['@cue/source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/socket.io': { target: serverOrigin, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The first download is one file by design (the 'initial' group below), ~520 KB before
    // compression; what it costs on the wire is checked by `npm run bench:web` (sign-in budget).
    chunkSizeWarningLimit: 600,
    // No hand-made vendor groups: they pulled every library any lazy screen uses into the first
    // load. Rolldown's own splitting keeps lazy-only libraries in lazy chunks (web budget,
    // docs/decisions/007-web-budgets-and-languages.md; `npm run bench:web`). The groups below only
    // merge what loads together anyway: on HTTP/1.1 each wave of small files costs a round trip
    // (docs/decisions/021-web-delivery.md, round 2).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first download (the sign-in page) in one file with the entry, not 18.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // Zod and the contracts any later screen uses, in one file: small pure modules that
            // were a dozen sub-kilobyte chunks on every signed-in page.
            {
              name: 'contracts',
              test: /packages[\\/]contracts[\\/]src[\\/]|node_modules[\\/]zod[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The signed-in shell in two chunks, and what it shares with signed-out code in one per set
            // of signed-out pages sharing it, rather than dozens (signed-in-chunks.ts).
            { name: signedIn.chunkOf, debugName: 'signed-in', includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        // @cue/contracts only defines schemas, constants and pure helpers: a module of it that no
        // screen uses is dropped, and so is an unused schema in a used one (`z.object(...)` only
        // makes a value). A screen that needs a constant or a helper from the contracts then does
        // not download every schema and zod: the sign-in screen loads no zod (decision 007).
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 0 },
  },
});
