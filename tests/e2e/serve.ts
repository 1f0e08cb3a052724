/**
 * The app as `npm start` runs it, on a fresh embedded database for each e2e run, with the
 * platforms behind the lookup engine faked on loopback (see fake-platforms.ts).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHttpClient } from '../../engine/http.ts'
import { createSearchEngine } from '../../server/search/search-engine.ts'
import { startServer } from '../../server/main.ts'
import { e2eModules, startFakePlatforms } from './fake-platforms.ts'

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'snooplens-e2e-'))
process.env.NODE_ENV = 'test'

const { dispatcher } = await startFakePlatforms()
const http = createHttpClient({ dispatcher, allowPrivateAddresses: true })
await startServer({
  searchEngine: createSearchEngine({
    http,
    env: {},
    modules: (type) => e2eModules.filter((m) => m.types.includes(type)),
  }),
  searchLimits: { perUser: 4, perIp: 1000, windowMs: 60_000 },
})
