import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  test: {
    // Many suites wait on real time (deadlines, stops, leases) rather than on the CPU: at
    // least four workers overlap those waits (on 2 cores: 157 s instead of 251 s).
    maxWorkers: Math.max(4, availableParallelism()),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The engine and the contract: one file per platform, each faking its platform with a
          // dispatcher of its own, no database, no state kept between files. They share workers
          // rather than each starting one (200 files: two minutes of start-up saved).
          name: 'engine',
          environment: 'node',
          include: ['engine/**/*.test.ts', 'shared/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          // One browser environment per worker, not one per file: setting up jsdom and React
          // cost 60 s of CPU for 5 s of tests. Each file still gets the app's modules afresh
          // and leaves no storage behind (test-setup.ts); spies and stubbed globals are put
          // back after every test.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
})
