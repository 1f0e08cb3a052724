import { describe, expect, it } from 'vitest'
import { allModules, findCatalogueProblems } from './registry.ts'
import { siteModule } from './sites/site-module.ts'
import { site } from './testing/example-site.ts'
import {
  NOBODY_SCENARIOS,
  SCENARIOS,
  checkAbort,
  checkScenario,
  checkScenarioOverAll,
} from './testing/contract.ts'
import { dummyKeys } from './testing/catch-all.ts'
import type { LookupModule } from './types.ts'

const modules = allModules()
const env = dummyKeys(modules)

/** Every module, a batch at a time: the suite stays fast however large the catalogue grows. */
async function everyModule(check: (m: LookupModule) => Promise<string[]>): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < modules.length; i += 200) {
    out.push(...(await Promise.all(modules.slice(i, i + 200).map(check))).flat())
  }
  return out
}

describe('the contract, over every registered module and site', () => {
  it('has valid metadata and fixtures', () => {
    expect(findCatalogueProblems(modules)).toEqual([])
  })

  it.each(SCENARIOS.map((s) => [s.name, s] as const))(
    'answers %s with a closed status, without crashing or guessing',
    async (_, scenario) => {
      expect(await checkScenarioOverAll(modules, scenario, env)).toEqual([])
    },
  )

  it.each(NOBODY_SCENARIOS.map((s) => [s.name, s] as const))(
    'never finds an account on %s, in any code module',
    async (_, scenario) => {
      const code = modules.filter((m) => m.kind !== 'site')
      expect(await checkScenarioOverAll(code, scenario, env)).toEqual([])
    },
  )

  it('honours its AbortSignal: run() settles promptly once the search is cancelled', async () => {
    expect(await everyModule((m) => checkAbort(m, env))).toEqual([])
  })
})

describe('the contract checks themselves', () => {
  const base = siteModule(
    site({
      id: 'probe',
      name: 'Probe',
      url: 'https://example.com/{}',
      hosts: ['example.com'],
      detect: { presentStatus: [200], absentStatus: [404], identity: true },
    }),
  )
  const rateLimit = SCENARIOS.find((s) => s.name === 'a 429 rate limit')!

  it('catch a module that calls a rate limit "not found"', async () => {
    const guesser: LookupModule = {
      ...base,
      async run(ctx) {
        await ctx.http.request('https://example.com/x', { detectBlocks: false })
        return { status: 'not_found', proof: 'guessed' }
      },
    }
    expect(await checkScenario(guesser, rateLimit, {})).toEqual([
      'probe on a 429 rate limit: gave the verdict not_found',
    ])
  })

  it('catch a module that reads found from a landing page', async () => {
    const landing = SCENARIOS.find((s) => s.name.startsWith('a landing page'))!
    const statusOnly: LookupModule = {
      ...base,
      kind: 'module',
      async run(ctx) {
        const res = await ctx.http.request('https://example.com/x')
        return res.status === 200
          ? { status: 'found', records: [{}], proof: 'HTTP 200' }
          : { status: 'not_found', proof: `HTTP ${res.status}` }
      },
    }
    expect(await checkScenario(statusOnly, landing, {})).toEqual([
      'probe on a landing page at 200 (soft 404): gave the verdict found',
    ])
  })

  it("catch a module that reads found from a page that shows nobody's account", async () => {
    const claim = SCENARIOS.find((s) => s.name === 'a claim page that says the name is free')!
    const echoReader: LookupModule = {
      ...base,
      kind: 'module',
      types: ['email'],
      fixtures: { present: 'alice@example.com', absent: 'nobody@example.com' },
      async run(ctx) {
        const res = await ctx.http.request('https://example.com/x')
        return res.text.includes(ctx.query)
          ? { status: 'found', records: [{}], proof: 'the page names it' }
          : { status: 'not_found', proof: 'the page does not name it' }
      },
    }
    expect(await checkScenario(echoReader, claim, {})).toEqual([
      "probe on a claim page that says the name is free: found an account on a page that shows nobody's",
    ])
  })

  it('catch a module that crashes on an unexpected answer', async () => {
    const crasher: LookupModule = {
      ...base,
      async run(ctx) {
        const res = await ctx.http.request('https://example.com/x')
        const data = res.json<{ user: { name: string } }>()
        return { status: 'not_found', proof: data.user.name }
      },
    }
    const json = SCENARIOS.find((s) => s.name === 'a 200 JSON object')!
    const [violation] = await checkScenario(crasher, json, {})
    expect(violation).toMatch(/crashed: Cannot read properties of undefined/)
  })

  it('catch a module that ignores its signal', async () => {
    const stubborn: LookupModule = {
      ...base,
      async run(ctx) {
        // Swallows the abort and keeps waiting on a timer of its own.
        await ctx.http.request('https://example.com/x').catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 3000))
        return { status: 'not_found', proof: 'late' }
      },
    }
    expect(await checkAbort(stubborn, {}, 300)).toEqual([
      'probe: run() still pending 300 ms after abort',
    ])
  })

  it('catch a module that answers a verdict after being aborted', async () => {
    const liar: LookupModule = {
      ...base,
      async run(ctx) {
        try {
          await ctx.http.request('https://example.com/x')
        } catch {
          return { status: 'not_found', proof: 'guessed' }
        }
        return { status: 'found', records: [{}], proof: 'guessed' }
      },
    }
    expect(await checkAbort(liar, {})).toEqual([
      "probe: answered not_found after abort, without the platform's answer",
    ])
  })
})
