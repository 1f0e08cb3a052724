import { fileURLToPath } from 'node:url'
import { expect, test as base } from '@playwright/test'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { followSearch } from '../support/ndjson.ts'
import { personWithCredits, startSearch } from '../support/search-servers.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { fakePlatformsEngine, HELD, startFakePlatforms } from './fake-platforms.ts'
import { searchUsername, signInWithOneSnoop } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

/**
 * An instance that runs one search at a time (SEARCHES_PER_WORKER=1), on an embedded database
 * of its own, serving the built web app: the shared e2e server runs several at once.
 */
interface OneAtATime {
  server: TestServer
  database: Database
  /** Lets the platforms answer a search for this HELD name. */
  release(name: string): void
}

const test = base.extend<object, { oneAtATime: OneAtATime }>({
  oneAtATime: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const platforms = await startFakePlatforms()
      // Answer times that know nothing: a held search waits for the test, not a deadline.
      const noHistory = { expect: () => undefined, record: () => undefined }
      const { engine, close } = fakePlatformsEngine(platforms.dispatcher, [], noHistory)
      const database = await openDatabase({ kind: 'pglite', dataDir: null })
      const server = await startTestServer(
        database,
        { SEARCHES_PER_WORKER: '1' },
        {
          searchEngine: engine,
          webRoot: fileURLToPath(new URL('../../dist/web', import.meta.url)),
        },
      )
      await use({ server, database, release: platforms.release })
      await server.close()
      await close()
      await platforms.close()
      await database.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ oneAtATime }, use) => use(oneAtATime.server.origin),
})

test('a search waits its turn in view, then its report streams in', async ({
  page,
  oneAtATime,
}) => {
  const { server, database } = oneAtATime
  await signInWithOneSnoop(page, 'Patient')

  // Two other people got there first: one search runs (the platforms hold their answers:
  // it stays busy), one waits.
  const others = []
  for (let i = 1; i <= 2; i++) {
    const { cookie } = await personWithCredits(database.db)
    const id = await startSearch(server, cookie, { type: 'username', query: `${HELD}-${i}` })
    others.push(await followSearch(server.origin, id, cookie))
  }
  const [running, waiting] = others
  await waiting!.until((m) => m.type === 'queued')

  await searchUsername(page, 'octocat')
  const notice = page.getByTestId('queue-notice')
  await expect(notice).toHaveText('Queued: 1 search ahead of yours')
  await expect(page.getByTestId('progress-label')).toHaveText('0% · Waiting in the queue')
  await checkScreen(page, 'report-queued')

  // The running search gets its answer and ends: the waiting one starts, and ours is next.
  oneAtATime.release(`${HELD}-1`)
  await running!.ended
  await expect(notice).toHaveText('Queued: yours is next')
  oneAtATime.release(`${HELD}-2`)
  await waiting!.ended

  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  await expect(notice).toHaveCount(0)
  await expect(page.getByTestId('count-data-found')).toHaveText('5')
  await expect(page.getByTestId('header-credits')).toHaveText('0')
})
