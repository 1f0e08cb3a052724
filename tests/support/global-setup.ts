import { makePgliteTemplate } from './pglite-template.ts'
import { findPostgresBin, startPostgres, type RunningPostgres } from './postgres-server.ts'

let running: RunningPostgres | undefined
let removeTemplate: (() => void) | undefined

/**
 * Makes the migrated PGlite database the suite's files start theirs from, and makes sure the
 * integration suite has a real PostgreSQL: TEST_DATABASE_URL when given (CI starts one),
 * otherwise a throwaway server when the binaries are installed.
 */
export async function setup() {
  await makeSurePostgres()
  removeTemplate = await makePgliteTemplate()
}

async function makeSurePostgres() {
  if (process.env.TEST_DATABASE_URL) return
  const bin = findPostgresBin()
  if (!bin) {
    const message =
      'PostgreSQL is not installed, so the integration suite runs on PGlite only. ' +
      'Install it (Debian: apt-get install -y postgresql) or set TEST_DATABASE_URL.'
    if (process.env.CI) throw new Error(message)
    console.warn(`\n⚠ ${message}\n`)
    return
  }
  running = await startPostgres(bin)
  process.env.TEST_DATABASE_URL = running.url
}

export async function teardown() {
  removeTemplate?.()
  await running?.stop()
}
