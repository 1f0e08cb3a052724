import { describe, expect, it } from 'vitest'
import { buildRecord } from '../engine/modules/_shared/fields.ts'
import { usePlatforms } from '../engine/modules/_shared/testing.ts'
import type { LookupModule } from '../engine/types.ts'
import { UsageError, main, parseLookupArgs } from './lookup.ts'
import { cliIo } from '../tests/support/cli-io.ts'

/** Whose bio names whom: ada names ada_codes and an address, ada_codes names ada and third. */
const BIOS: Record<string, string> = {
  ada: 'Also @ada_codes · ada@example.org',
  ada_codes: 'Back to @ada, and @third',
  third: 'See @fourth',
  fourth: 'The end.',
}

const linkly: LookupModule = {
  id: 'linkly',
  name: 'Linkly',
  category: 'social',
  types: ['username'],
  url: 'https://linkly.example/{}',
  hosts: ['linkly.example'],
  kind: 'module',
  fixtures: { present: 'fourth', absent: 'nobody-1' },
  async run(ctx) {
    const res = await ctx.http.request(`https://linkly.example/${encodeURIComponent(ctx.query)}`)
    if (res.status === 404) return { status: 'not_found', proof: 'HTTP 404' }
    return {
      status: 'found',
      proof: 'a profile',
      records: [buildRecord({ username: ctx.query, bio: res.text })],
    }
  },
}

const mailbox: LookupModule = {
  ...linkly,
  id: 'mailbox',
  name: 'Mailbox',
  types: ['email'],
  url: 'https://mail.example/',
  hosts: ['mail.example'],
  fixtures: { present: 'known@example.org', absent: 'nobody-1@example.org' },
  async run(ctx) {
    const res = await ctx.http.request(`https://mail.example/?e=${encodeURIComponent(ctx.query)}`)
    return res.status === 404
      ? { status: 'not_found', proof: 'HTTP 404' }
      : { status: 'found', proof: 'an account', records: [buildRecord({ email: ctx.query })] }
  },
}

const newPlatform = usePlatforms()

function platforms() {
  const p = newPlatform()
  const linklyPool = p.agent.get('https://linkly.example')
  for (const [name, bio] of Object.entries(BIOS))
    linklyPool
      .intercept({ path: `/${name}` })
      .reply(200, bio)
      .persist()
  linklyPool
    .intercept({ path: () => true })
    .reply(404, '')
    .persist()
  const mail = p.agent.get('https://mail.example')
  mail.intercept({ path: '/?e=known%40example.org' }).reply(200, 'yes').persist()
  mail
    .intercept({ path: () => true })
    .reply(404, '')
    .persist()
  return p
}

async function run(argv: string[]) {
  const t = cliIo({ catalogue: [linkly, mailbox], http: platforms().http })
  const code = await main(argv, t.io)
  return { code, out: t.out() }
}

describe('lookup --follow', () => {
  it('reads the depth, 1 to 3 levels', () => {
    expect(parseLookupArgs(['username', 'ada', '--follow', '2'])).toMatchObject({ follow: 2 })
    expect(parseLookupArgs(['username', 'ada'])).not.toHaveProperty('follow')
    for (const bad of ['0', '4', '1.5', 'all'])
      expect(() => parseLookupArgs(['username', 'ada', '--follow', bad])).toThrow(UsageError)
    expect(() => parseLookupArgs(['--list', '--follow', '1'])).toThrow(/--list takes no/)
  })

  it('searches each lead once, level by level, no deeper than asked', async () => {
    const { code, out } = await run(['username', 'ada', '--json', '--follow', '2'])
    expect(code).toBe(0)
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; depth?: number; search?: object })
    expect(lines.filter((l) => l.type === 'follow').map((l) => [l.depth, l.search])).toEqual([
      [1, { type: 'email', query: 'ada@example.org' }],
      [1, { type: 'username', query: 'ada_codes' }],
      [2, { type: 'username', query: 'third' }],
    ])
    // One leads line per search, the first one's listing what was followed.
    const leads = lines.filter((l) => l.type === 'leads_and_groups')
    expect(leads).toHaveLength(4)
    expect(leads[0]).toMatchObject({
      search: { type: 'username', query: 'ada' },
      leads: [
        { value: 'ada@example.org', evidence: [{ source: 'Linkly', field: 'Bio' }] },
        { value: 'ada_codes' },
      ],
    })
  })

  it('prints each followed search under a heading, with its leads', async () => {
    const { code, out } = await run(['username', 'ada', '--follow', '1'])
    expect(code).toBe(0)
    expect(out).toMatch(
      / a profile\n\nLeads to follow:\nLEAD\s+KIND\s+SEEN ON\nada@example\.org\s+email\s+Linkly \(Bio\)/,
    )
    expect(out).toContain('== Following email ada@example.org (depth 1), seen on Linkly (Bio) ==')
    expect(out).toContain('== Following username ada_codes (depth 1), seen on Linkly (Bio) ==')
    expect(out).not.toContain('Following username third')
  })
})
