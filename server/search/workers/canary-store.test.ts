import { describe, expect, it } from 'vitest'
import { createCanaries } from '../../../engine/vouching/canaries.ts'
import { siteModule } from '../../../engine/sites/site-module.ts'
import { mockPlatform } from '../../../engine/mock-platform.ts'
import { testDatabaseTargets, useDatabase } from '../../../tests/support/databases.ts'
import { canaryResults } from '../../db/schema.ts'
import { databaseCanaryStore } from './canary-store.ts'

const site = siteModule({
  id: 'shared-site',
  name: 'Shared',
  category: 'social',
  url: 'https://shared.example/u/{}',
  hosts: ['shared.example'],
  detect: { presentStatus: [200], absentStatus: [404], identity: true },
  fixtures: { present: 'alice', absent: 'nobody-1' },
  sources: ['own'],
})

describe.each(testDatabaseTargets())('canary outcomes shared through $name', (target) => {
  const database = useDatabase(target)

  it('let a second instance use what the first learnt, without asking the site again', async () => {
    const asked: string[] = []
    const platform = mockPlatform()
    platform.agent
      .get('https://shared.example')
      .intercept({ path: () => true })
      .reply((req) => {
        asked.push(req.path)
        return req.path === '/u/alice'
          ? { statusCode: 200, data: '<title>alice</title>' }
          : { statusCode: 404, data: 'no' }
      })
      .persist()
    try {
      const store = databaseCanaryStore(database.db)
      const first = createCanaries({ http: platform.http, store })
      const second = createCanaries({ http: platform.http, store })
      expect(await first.check(site)).toMatchObject({ state: 'pass' })
      const requests = asked.length
      expect(await second.check(site)).toMatchObject({ module: 'shared-site', state: 'pass' })
      expect(asked).toHaveLength(requests)
    } finally {
      await platform.close()
    }
  })

  it('keep the newest outcome, and hold nothing but module ids and outcomes', async () => {
    const store = databaseCanaryStore(database.db)
    await store.save({ module: 'm', state: 'fail', checkedAt: 2_000_000, detail: 'newer' })
    await store.save({ module: 'm', state: 'pass', checkedAt: 1_000_000, detail: 'older' })
    expect(await store.load(0)).toEqual(
      expect.arrayContaining([
        { module: 'm', state: 'fail', checkedAt: 2_000_000, detail: 'newer' },
      ]),
    )
    expect((await store.load(3_000_000)).filter((r) => r.module === 'm')).toEqual([])
    const columns = Object.keys((await database.db.select().from(canaryResults))[0] ?? {})
    expect(columns.sort()).toEqual(['checkedAt', 'detail', 'module', 'state'])
  })
})
