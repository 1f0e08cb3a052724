import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { githubModule } from '../modules/github.ts'
import { mockPlatform } from '../mock-platform.ts'
import type { LookupModule, Outcome } from '../types.ts'
import { cleanupOf } from './cleanup.ts'

const platform = mockPlatform()
afterEach(() => platform.agent.assertNoPendingInterceptors())
afterAll(() => platform.close())

/** A module whose verdict the test decides, after asking its platform once. */
function module(outcome: Outcome, extra: Partial<LookupModule> = {}): LookupModule {
  return {
    ...githubModule,
    hosts: ['api.github.com'],
    async run(ctx) {
      await ctx.http.request('https://api.github.com/users/alice')
      return outcome
    },
    ...extra,
  }
}

const found: Outcome = {
  status: 'found',
  proof: "login is 'alice'",
  records: [{ username: { value: 'alice', type: 'str', proper_key: 'Username' } }],
}

async function run(m: LookupModule) {
  platform.agent.get('https://api.github.com').intercept({ path: '/users/alice' }).reply(200, '{}')
  return platform.run(m, 'alice')
}

describe('the cleanup on results', () => {
  it("comes with a found account: GitHub's own guide from JustDeleteMe", async () => {
    const result = await run(module(found))
    expect(result.cleanup).toMatchObject({ service: 'GitHub', difficulty: 'easy' })
    expect(result.cleanup?.url).toMatch(/^https:\/\/github\.com\//)
  })

  it('is absent from a not-found answer', async () => {
    const result = await run(module({ status: 'not_found', proof: 'HTTP 404' }))
    expect(result.cleanup).toBeUndefined()
  })

  it('is absent where the found result is not an account: a record about the query', async () => {
    const result = await run(module(found, { finding: 'record' }))
    expect(result.status).toBe('found')
    expect(result.cleanup).toBeUndefined()
  })

  it("is the module's own when it declares one", async () => {
    const cleanup = { service: 'Example', difficulty: 'hard' as const, email: 'privacy@x.example' }
    const result = await run(module(found, { id: 'example', cleanup }))
    expect(result.cleanup).toEqual(cleanup)
  })
})

describe('cleanupOf', () => {
  it('knows a platform JustDeleteMe covers, and nothing of one it does not', () => {
    expect(cleanupOf({ id: 'reddit' })?.service).toBe('Reddit')
    expect(cleanupOf({ id: 'no-such-platform' })).toBeUndefined()
  })
})
