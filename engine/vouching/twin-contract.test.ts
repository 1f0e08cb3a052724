import { describe, expect, it } from 'vitest'
import { allModules } from '../registry.ts'
import { siteModule } from '../sites/site-module.ts'
import { site } from '../testing/example-site.ts'
import { dummyKeys } from '../testing/catch-all.ts'
import { ECHO_STYLES, checkTwinRule, checkTwinRuleOverAll } from '../testing/twin-contract.ts'

const modules = allModules()
const env = dummyKeys(modules)

describe('the twin rule, over every platform', () => {
  it.each(ECHO_STYLES.map((s) => [s.name, s] as const))(
    'never lets "found" stand on %s for any name of the query’s shape',
    async (_, style) => {
      const { violations, checked } = await checkTwinRuleOverAll(modules, style, env)
      expect(checked).toBeGreaterThan(100)
      expect(violations).toEqual([])
    },
    120_000,
  )
})

describe('the twin rule’s contract check itself', () => {
  // A check that takes any page naming the asked name in its title as the account.
  const gullible = siteModule(
    site({
      id: 'gullible',
      name: 'Gullible',
      url: 'https://gullible.example/{}',
      hosts: ['gullible.example'],
      detect: { presentStatus: [200], absentStatus: [404], identity: true },
    }),
  )
  const html = ECHO_STYLES[0]!

  it('sees the echo fool a check that has no twin to answer to', async () => {
    const result = await checkTwinRule(gullible, html, {})
    expect(result.echoFooledTheCheck).toBe(true)
    expect(result.violations).toEqual([])
  })

  it('reports a "found" that stood, as a check without canaries would give', async () => {
    const unguarded = { ...gullible, kind: 'provider' as const }
    const { violations } = await checkTwinRule(unguarded, html, {})
    expect(violations).toEqual([expect.stringMatching(/^gullible on an HTML page.*found stood/)])
  })
})
