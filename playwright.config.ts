import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts'

const chromium = CHROMIUM_PATH
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. The browser tests drive the system Chromium: ` +
      'install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
  )
}

const port = Number(process.env.E2E_PORT ?? 3210)
export const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  // Two spec files at a time: each test signs in a person of its own and searches names of
  // its own, and the queue test runs a server of its own. A test waits mostly on the fake
  // platforms' answer times, so two share the cores well (3.7 to 3.0 minutes); the tests
  // of one file still run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), APP_ORIGIN: baseURL, LOG_LEVEL: 'warn' },
  },
})
