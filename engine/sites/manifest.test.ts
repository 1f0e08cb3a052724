import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isFurniture } from './furniture.ts'
import { MANIFEST_URL, WMN_MANIFEST_URL, loadAllSites, loadSiteManifest } from './manifest.ts'
import { siteEntrySchema, siteManifestSchema } from './schema.ts'
import { site } from '../testing/example-site.ts'
import { COMMON_CATEGORIES } from '../types.ts'

const files = [
  ['sites.json', MANIFEST_URL],
  ['sites-wmn.json', WMN_MANIFEST_URL],
] as const
const raw = files.map(
  ([name, url]) =>
    [name, JSON.parse(readFileSync(url, 'utf8')) as { sites: { id: string }[] }] as const,
)
const hostOf = (url: string) => new URL(url.replaceAll('{}', 'x')).hostname.replace(/^www\./, '')

describe.each(raw)('%s', (_, manifest) => {
  it.each(manifest.sites.map((s) => [s.id, s]))('entry %s passes the schema', (_, entry) => {
    const parsed = siteEntrySchema.safeParse(entry)
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([])
  })

  it('is a valid manifest with unique ids', () => {
    expect(siteManifestSchema.safeParse(manifest).success).toBe(true)
    expect(new Set(manifest.sites.map((s) => s.id)).size).toBe(manifest.sites.length)
  })
})

describe('the manifest, both files', () => {
  it('accepts no presence marker that is a wall or page furniture, on any site', () => {
    const furniture = loadAllSites().flatMap((s) =>
      (s.detect.presentMarkers ?? []).filter(isFurniture).map((m) => `${s.id}: ${m}`),
    )
    expect(furniture).toEqual([])
  })

  it('proves every presence with the identity check, never with a marker alone', () => {
    expect(loadAllSites().filter((s) => s.detect.identity !== true)).toEqual([])
  })

  it('keeps WhatsMyName facts (CC BY-SA 4.0) in their own file, and only there', () => {
    const mit = loadSiteManifest(MANIFEST_URL)
    const wmn = loadSiteManifest(WMN_MANIFEST_URL)
    expect(mit.filter((s) => s.sources.includes('whatsmyname')).map((s) => s.id)).toEqual([])
    expect(wmn.filter((s) => s.sources.join() !== 'whatsmyname').map((s) => s.id)).toEqual([])
    const notice = JSON.parse(readFileSync(WMN_MANIFEST_URL, 'utf8')) as { $comment: string }
    expect(notice.$comment).toMatch(/WhatsMyName.*CC BY-SA 4\.0/)
  })

  it('counts one host as one platform: no host and no id in both files', () => {
    const mit = loadSiteManifest(MANIFEST_URL)
    const wmn = loadSiteManifest(WMN_MANIFEST_URL)
    const mitHosts = new Set(mit.map((s) => hostOf(s.url)))
    const mitIds = new Set(mit.map((s) => s.id))
    expect(wmn.filter((s) => mitHosts.has(hostOf(s.url)) || mitIds.has(s.id))).toEqual([])
  })

  it('covers the common categories', () => {
    const categories = new Set(loadAllSites().map((s) => s.category))
    for (const category of COMMON_CATEGORIES) {
      expect(categories, category).toContain(category)
    }
  })

  it('marks every adult site as adult', () => {
    const adult = loadAllSites().filter((s) => s.category === 'adult')
    expect(adult.length).toBeGreaterThan(0)
    expect(adult.every((s) => s.adult === true)).toBe(true)
  })

  it('keeps the platforms that have code modules out', () => {
    const reserved = [
      'github',
      'gitlab',
      'reddit',
      'hackernews',
      'steam',
      'telegram',
      'youtube',
      'x',
      'instagram',
      'tiktok',
      'twitch',
      'pinterest',
      'medium',
      'patreon',
      'tumblr',
      'imgur',
    ]
    const hosts = [
      'github.com',
      'reddit.com',
      'youtube.com',
      'twitter.com',
      'x.com',
      'instagram.com',
    ]
    const sites = loadAllSites()
    expect(sites.filter((s) => reserved.includes(s.id)).map((s) => s.id)).toEqual([])
    const onReservedHosts = sites.filter((s) =>
      s.hosts.some((h) => hosts.some((r) => h === r || h.endsWith(`.${r}`))),
    )
    expect(onReservedHosts.map((s) => s.id)).toEqual([])
  })
})

describe('the manifest schema', () => {
  const good = site({
    hosts: ['example.com'],
    detect: { presentStatus: [200], absentStatus: [404], identity: true },
  })
  const problems = (patch: object) => {
    const parsed = siteEntrySchema.safeParse({ ...good, ...patch })
    return parsed.success ? '' : parsed.error.issues.map((i) => i.message).join('\n')
  }

  it('accepts an identity-checked entry', () => {
    expect(problems({})).toBe('')
  })

  it.each<[string, object, RegExp]>([
    ['an id with capitals', { id: 'Example' }, /Invalid string/],
    ['an unknown category', { category: 'gossip' }, /Invalid option/],
    ['a url without {}', { url: 'https://example.com/u/' }, /\{\}/],
    ['the username in the host', { url: 'https://{}.example.com/' }, /outside the host/],
    ['a host not declared', { hosts: ['other.com'] }, /not in hosts/],
    ['a probe host not declared', { probe: { url: 'https://api.example.org/{}' } }, /probe.url/],
    ['no absence signal', { detect: { presentStatus: [200], identity: true } }, /absence signal/],
    [
      'a status code as the only proof of presence',
      { detect: { presentStatus: [200], absentStatus: [404] } },
      /identity check/,
    ],
    [
      'a presence marker as the only proof of presence',
      { detect: { presentStatus: [200], absentStatus: [404], presentMarkers: ['gallery-more'] } },
      /identity check/,
    ],
    ...[
      'You must be logged in to do that.',
      'Please sign up to see this profile',
      'g-recaptcha',
      'We use cookies to improve',
      'An error occurred',
      'Вы должны быть авторизованы',
    ].map((wall): [string, object, RegExp] => [
      `a wall or furniture presence marker (${wall})`,
      {
        detect: {
          presentStatus: [200],
          absentStatus: [404],
          presentMarkers: [wall],
          identity: true,
        },
      },
      /furniture/,
    ]),
    [
      'any redirect as absence',
      { detect: { presentStatus: [200], absentStatus: [302, 404], identity: true } },
      /absentRedirect/,
    ],
    [
      'a status both present and absent',
      { detect: { presentStatus: [200], absentStatus: [200], identity: true } },
      /both present and absent/,
    ],
    ['an adult site in another category', { adult: true }, /adult/],
    ['an adult category without the flag', { category: 'adult' }, /adult/],
    ['equal fixtures', { fixtures: { present: 'a1', absent: 'a1' } }, /differ/],
    ['a broken username rule', { usernamePattern: '([a-z' }, /not a valid regular/],
    ['a present fixture the rule rejects', { usernamePattern: '^[0-9]+$' }, /present fixture/],
    ['an unknown field', { detection: {} }, /Unrecognized key/],
    ['an unknown wall reason', { unknownMarkers: { 'Slow down': 'slow' } }, /Invalid option/],
  ])('rejects %s', (_, patch, message) => {
    expect(problems(patch)).toMatch(message)
  })

  it('rejects duplicate ids in a manifest', () => {
    const parsed = siteManifestSchema.safeParse({ sites: [good, good] })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toMatch(/duplicate id example/)
  })
})
