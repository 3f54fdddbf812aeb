import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The smoke test of `npm start` on the newest Node LTS line, run by `npm test`'s node-lts stage
 * under that Node (test/run-all.ts); the unit and integration projects run there from the main config.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: {
    include: ['test/node-lts/**/*.test.ts'],
    // A client build and a first start with a new PostgreSQL cluster, beside the browser tests.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
