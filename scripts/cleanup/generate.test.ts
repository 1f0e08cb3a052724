import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLEANUP_DATA_URL } from '../../engine/platform-facts/cleanup.ts'
import { allModules } from '../../engine/registry.ts'
import { buildCleanup, indexByDomain, serviceFor } from './build.ts'
import { cleanupFileText } from './generate.ts'
import { plainNotes, type JdmEntry } from './jdm.ts'

describe('engine/platform-facts/cleanup.json', () => {
  // Whether it is still what JustDeleteMe's data gives is checked where that data is, with
  // `npx tsx scripts/cleanup/generate.ts --check`: the tests read nothing outside the project.
  const catalogue = new Set(allModules().map((m) => m.id))
  const committed = JSON.parse(readFileSync(CLEANUP_DATA_URL, 'utf8')) as {
    services: Record<string, unknown>
    platforms: Record<string, string>
  }

  it('names only platforms of the catalogue, each with a guide it holds', () => {
    for (const [platform, service] of Object.entries(committed.platforms)) {
      expect(catalogue.has(platform), platform).toBe(true)
      expect(committed.services[service], service).toBeDefined()
    }
  })

  it('covers the account platforms JustDeleteMe knows', () => {
    expect(Object.keys(committed.platforms).length).toBeGreaterThan(300)
    expect(committed.platforms).toMatchObject({
      github: 'GitHub',
      'github-email': 'GitHub',
      reddit: 'Reddit',
    })
  })

  it('is written as the generator writes it', () => {
    const { $comment: _comment, ...data } = committed as typeof committed & { $comment: string }
    expect(readFileSync(CLEANUP_DATA_URL, 'utf8')).toBe(cleanupFileText(data as never))
  })
})

const entry = (name: string, domains: string[], fields: Partial<JdmEntry> = {}): JdmEntry => ({
  name,
  url: `https://${domains[0]}/delete`,
  difficulty: 'easy',
  domains,
  ...fields,
})

describe('serviceFor', () => {
  it('takes the entry that names the platform most closely', () => {
    const jdm = indexByDomain([
      entry('Envato', ['envato.com']),
      entry('Discourse', ['forums.envato.com']),
    ])
    expect(serviceFor({ url: 'https://forums.envato.com/u/{}', hosts: [] }, jdm)?.name).toBe(
      'Discourse',
    )
    expect(serviceFor({ url: 'https://market.envato.com/{}', hosts: [] }, jdm)?.name).toBe('Envato')
    expect(serviceFor({ url: 'https://notenvato.com/{}', hosts: [] }, jdm)).toBeUndefined()
  })
})

describe('buildCleanup', () => {
  const site = allModules().find((m) => m.id === 'github')!
  const breach = allModules().find((m) => m.id === 'hibp')!

  it('keeps the fields the report uses, and no link or address the contract refuses', () => {
    const jdm = [
      entry('GitHub', ['github.com'], {
        url: 'github.com/settings',
        notes: 'Click **Delete**.<br>See [the docs](https://docs.github.com/x).',
        email: 'not an address',
      }),
    ]
    expect(buildCleanup(jdm, [site])).toEqual({
      services: {
        GitHub: {
          difficulty: 'easy',
          notes: 'Click Delete.\nSee the docs (https://docs.github.com/x).',
        },
      },
      platforms: { github: 'GitHub' },
    })
  })

  it('gives no guide for what is not an account: a breach is not deleted at the index', () => {
    const jdm = [entry('Have I Been Pwned', ['haveibeenpwned.com'])]
    expect(buildCleanup(jdm, [breach]).platforms).toEqual({})
  })
})

describe('plainNotes', () => {
  it('turns Markdown and line breaks into plain text', () => {
    expect(plainNotes('Go to [settings](https://x.example/s) and click `Delete`<br/>Done')).toBe(
      'Go to settings (https://x.example/s) and click Delete\nDone',
    )
    expect(plainNotes('[https://x.example/](https://x.example/)')).toBe('https://x.example/')
    expect(plainNotes('Profile ⮕ Settings ⮕ Delete')).toBe('Profile → Settings → Delete')
    expect(plainNotes('  ')).toBeUndefined()
    expect(plainNotes(null)).toBeUndefined()
  })
})
