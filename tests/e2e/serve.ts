/** The app as `npm start` runs it, on a fresh embedded database for each e2e run. */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'snooplens-e2e-'))
process.env.NODE_ENV = 'test'
await import('../../server/index.ts')
