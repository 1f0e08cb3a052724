/**
 * The app as `npm start` runs it, on a fresh embedded database for each e2e run, with the
 * platforms behind the lookup engine faked on loopback (see fake-platforms.ts, and
 * lead-platforms.ts for the searches of the leads' people).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/main.ts'
import { fakePlatformsEngine, startFakePlatforms } from './fake-platforms.ts'
import { startLeadPlatforms } from './lead-platforms.ts'

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'snooplens-e2e-'))
process.env.NODE_ENV = 'test'
process.env.SEARCH_LIMIT_PER_USER = '4'
process.env.SEARCH_LIMIT_PER_IP = '1000'

const { dispatcher } = await startFakePlatforms()
const leads = await startLeadPlatforms()
const everyone = fakePlatformsEngine(dispatcher).engine
const withLeads = fakePlatformsEngine(leads.route(dispatcher), leads.modules).engine
await startServer({
  // Only the leads' people meet Linkly and Scribbly: every other search counts as it did.
  searchEngine: (request) => (leads.knows(request.query) ? withLeads : everyone)(request),
})
