import { describe, expect, it } from 'vitest'
import { mockPlatform } from '../../mock-platform.ts'
import { lettersDigitsDashes, notOnlyDots, usernameModule } from './username-module.ts'

const example = (names = notOnlyDots('Example names')) =>
  usernameModule({
    id: 'example',
    name: 'Example',
    category: 'social',
    url: 'https://example.com/{}',
    hosts: ['example.com'],
    fixtures: { present: 'someone', absent: 'no-one' },
    names,
    async run(ctx) {
      const res = await ctx.http.request(`https://example.com/${encodeURIComponent(ctx.query)}`)
      return { status: 'not_found', proof: `HTTP ${res.status}` }
    },
  })

describe('usernameModule', () => {
  it('answers a name of dots only as not_found by the rule, asking nothing', async () => {
    const p = mockPlatform()
    for (const query of ['.', '..']) {
      const result = await p.run(example(), query)
      expect(result).toMatchObject({ status: 'not_found' })
      expect(result.evidence?.summary).toBe('No request: Example names are never only dots')
    }
    expect(p.calls()).toEqual([])
    await p.close()
  })

  it('asks the platform about a name its rule allows', async () => {
    const p = mockPlatform()
    p.agent.get('https://example.com').intercept({ path: '/a.b' }).reply(404, '')
    const result = await p.run(example({ allowed: /^[a-z.]+$/, proof: 'letters' }), 'a.b')
    expect(result).toMatchObject({ status: 'not_found' })
    expect(p.calls()).toEqual(['GET https://example.com/a.b'])
    await p.close()
  })

  it('keeps to letters, digits, "-" and "_" where the platform allows only those', () => {
    const rule = lettersDigitsDashes('Example names')
    for (const name of ['a-b_c9', 'Z']) expect(rule.allowed.test(name)).toBe(true)
    for (const name of ['a.b', 'a b', 'é', '']) expect(rule.allowed.test(name)).toBe(false)
    expect(rule.proof).toBe('Example names are letters, digits, "-" and "_"')
  })
})
