import { defineConfig } from 'vitest/config';

/**
 * Three suites:
 * - unit: pure domain rules, machines and components, in jsdom;
 * - integration: the real local stack (Postgres + PostgREST + functions) on free ports;
 * - e2e: Debian's Chromium driven by playwright-core against the app served by the local stack.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Room for tests/unit/setup.ts's 5 s waits on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/stack-global-setup.ts'],
          setupFiles: ['tests/support/words.ts', 'tests/support/throttle-off.ts', 'tests/support/owner-window-closed.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/stack-global-setup.ts'],
          setupFiles: ['tests/support/words.ts', 'tests/support/throttle-off.ts', 'tests/support/owner-window-closed.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll's own default is 1 s, while Playwright's waits give 30: many polls wait for
          // a read (the cart total for the delivery areas, which took 2.5 s on a loaded machine),
          // and a busy 2-core CI machine can take longer than 1 s to answer.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**', 'machines/**'],
      reporter: ['text-summary', 'text'],
    },
  },
});
