import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}', 'tests/operator/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // A file's beforeAll may bundle a whole brand and start a site (contract tests): seconds on an idle machine, more
    // on a busy CI one. A ceiling for work that is done, not a wait for a state (tests wait for states).
    hookTimeout: 60000,
    pool: 'threads',
    // Vitest's default for `vitest run` is one worker fewer than the cores: on the CI's 2 cores that is ONE
    // worker, every file in turn while the other core waits (unit and contract tests took 330 s so). The files
    // are independent (in-memory sandboxes, servers on port 0, their own temp folders), so every core gets one.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
