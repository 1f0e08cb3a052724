/**
 * The app as `npm start` runs it, on a fresh embedded database for each e2e run, with the
 * platforms behind the lookup engine faked on loopback (see fake-platforms.ts).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/main.ts'
import { fakePlatformsEngine, startFakePlatforms } from './fake-platforms.ts'

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'snooplens-e2e-'))
process.env.NODE_ENV = 'test'

const { dispatcher } = await startFakePlatforms()
await startServer({
  searchEngine: fakePlatformsEngine(dispatcher).engine,
  searchLimits: { perUser: 4, perIp: 1000, windowMs: 60_000 },
})
