/**
 * One-off generator of engine/sites/sites.json from the MIT-licensed Sherlock and Maigret data
 * (see NOTICE and docs/decisions/005-site-manifest-sources.md), cross-checked against
 * WhatsMyName. Not run by tests: the generated manifest is committed, reviewed, and then edited
 * by hand like any file. How to run it: README.md beside this file.
 */
import { writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { siteEntrySchema, type SiteEntry } from '../../engine/sites/schema.ts'
import { COMMON_CATEGORIES } from '../../engine/types.ts'
import { USAGE, parseGeneratorArgs, readDataSet } from './args.ts'
import type { Candidate, Skip } from './candidate.ts'
import { crossCheck } from './cross-check.ts'
import { fromMaigret, type MaigretData } from './from-maigret.ts'
import { fromSherlock, type SherlockSite } from './from-sherlock.ts'
import { CATEGORY_OVERRIDES } from './categories.ts'
import { RESERVED_IDS, isReservedHost } from './reserved.ts'

let inputs
try {
  const args = parseGeneratorArgs(process.argv.slice(2))
  inputs = {
    args,
    maigret: readDataSet('maigret', args.maigret) as MaigretData,
    sherlock: readDataSet('sherlock', args.sherlock) as Record<string, SherlockSite | string>,
    wmn: readDataSet('whatsmyname', args.whatsmyname) as Parameters<typeof crossCheck>[1],
  }
} catch (err) {
  // Only the command line and the input files can fail here: say what, and write nothing.
  console.error(`${(err as Error).message}\n${USAGE}`)
  process.exit(2)
}
const { args, maigret, sherlock, wmn } = inputs
const target = args.count

/** Forum engines host thousands of small boards: a few of each keep the list about platforms. */
const ENGINE_CAP: Record<string, number> = {
  uCoz: 12,
  XenForo: 30,
  'phpBB/Search': 10,
  phpBB: 8,
  'phpBB2/Search': 2,
  vBulletin: 10,
  Discourse: 25,
  DiscourseJson: 10,
  Flarum: 6,
  'Wordpress/Author': 2,
  'op.gg': 3,
}
/** Categories the issue names: each gets its best entries in first, then ranking decides. */
const FLOOR_PER_CATEGORY = 8
const COMMON = COMMON_CATEGORIES

const skipped = new Map<string, number>()
const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1)
const isSkip = (c: Candidate | Skip): c is Skip => 'skip' in c

// Maigret first: it records both a known-present and a known-absent account per site.
const byKey = new Map<string, Candidate>()
const brokenKeys = new Set<string>()
const tagsByHost = new Map<string, string[]>()
for (const [name, site] of Object.entries(maigret.sites)) {
  const candidate = fromMaigret(name, site, maigret)
  try {
    const url = new URL((site.url ?? '').replace(/\{[a-zA-Z]*\}/g, 'x').replace(/^x/, 'https://x'))
    tagsByHost.set(url.hostname.replace(/^www\./, ''), site.tags ?? [])
  } catch {
    // Templated urlMain: no host to index.
  }
  if (isSkip(candidate)) {
    skip(`maigret: ${candidate.skip}`)
    if (site.disabled && site.url) {
      try {
        brokenKeys.add(
          new URL(
            site.url
              .replace('{username}', '{}')
              .replace(/\{[a-zA-Z]+\}/g, 'x')
              .replaceAll('{}', 'USERNAME'),
          ).hostname.replace(/^www\./, ''),
        )
      } catch {
        // Not a URL either way.
      }
    }
    continue
  }
  const existing = byKey.get(candidate.key)
  if (!existing || candidate.rank < existing.rank) byKey.set(candidate.key, candidate)
}

for (const [name, site] of Object.entries(sherlock)) {
  if (typeof site === 'string') continue
  let host: string
  try {
    host = new URL(site.url.replaceAll('{}', 'x')).hostname.replace(/^www\./, '')
  } catch {
    skip('sherlock: url is not a URL')
    continue
  }
  const candidate = fromSherlock(name, site, tagsByHost.get(host) ?? [])
  if (isSkip(candidate)) {
    skip(`sherlock: ${candidate.skip}`)
    continue
  }
  const twin = byKey.get(candidate.key)
  if (twin) {
    // Same site in both: keep maigret's check (it has an absent fixture), add sherlock's rules.
    twin.entry.sources = ['sherlock', 'maigret']
    const redirect = candidate.entry.detect.absentRedirect
    if (twin.entry.followRedirects === false && redirect && !twin.entry.detect.absentRedirect) {
      twin.entry.detect.absentRedirect = redirect
    }
    if (!twin.entry.usernamePattern && candidate.entry.usernamePattern) {
      const rule = new RegExp(candidate.entry.usernamePattern)
      if (rule.test(twin.entry.fixtures.present) && rule.test(twin.entry.fixtures.absent)) {
        twin.entry.usernamePattern = candidate.entry.usernamePattern
      }
    }
    continue
  }
  if (brokenKeys.has(host)) {
    skip('sherlock: maigret marks the same site disabled')
    continue
  }
  byKey.set(candidate.key, candidate)
}

const valid: Candidate[] = []
for (const candidate of byKey.values()) {
  const { entry } = candidate
  const override = CATEGORY_OVERRIDES[entry.id]
  if (override && entry.category === 'other') entry.category = override
  if (RESERVED_IDS.has(entry.id) || entry.hosts.some(isReservedHost)) {
    skip('has a code module')
    continue
  }
  const parsed = siteEntrySchema.safeParse(entry)
  if (!parsed.success) {
    skip(`invalid: ${parsed.error.issues[0]?.message ?? 'schema'}`)
    continue
  }
  valid.push(candidate)
}

// Popular first; sites both projects check first among equals.
const priority = (c: Candidate) => c.rank - (c.entry.sources.length > 1 ? 1e9 : 0)
valid.sort((a, b) => priority(a) - priority(b) || a.entry.id.localeCompare(b.entry.id))

const chosen: Candidate[] = []
const ids = new Set<string>()
const perEngine = new Map<string, number>()
function take(c: Candidate): boolean {
  if (chosen.length >= target || ids.has(c.entry.id)) return false
  if (c.engine) {
    const used = perEngine.get(c.engine) ?? 0
    if (used >= (ENGINE_CAP[c.engine] ?? 5)) return false
    perEngine.set(c.engine, used + 1)
  }
  ids.add(c.entry.id)
  chosen.push(c)
  return true
}
for (const category of COMMON) {
  let taken = 0
  for (const c of valid) {
    if (taken >= FLOOR_PER_CATEGORY) break
    if (c.entry.category === category && take(c)) taken++
  }
}
for (const c of valid) take(c)

const sites: SiteEntry[] = chosen.map((c) => c.entry).sort((a, b) => a.id.localeCompare(b.id))
const manifest = {
  $comment:
    'Generated once by scripts/site-manifest/generate.ts from Sherlock and Maigret data (MIT, see NOTICE), then maintained by hand. Schema: engine/sites/schema.ts. How to add or fix a site: docs/adding-a-lookup.md.',
  sites,
}
// Written as Prettier would, so regenerating shows only real changes in a diff.
const prettier = await resolveConfig(args.out)
writeFileSync(args.out, await format(JSON.stringify(manifest), { ...prettier, parser: 'json' }))

const byCategory = new Map<string, number>()
for (const s of sites) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + 1)
const bySource = new Map<string, number>()
for (const s of sites)
  bySource.set(s.sources.join('+'), (bySource.get(s.sources.join('+')) ?? 0) + 1)
const check = crossCheck(sites, wmn)
console.log(`wrote ${sites.length} sites to ${args.out} (${valid.length} usable candidates)`)
console.log('by category:', Object.fromEntries([...byCategory].sort((a, b) => b[1] - a[1])))
console.log('by source:', Object.fromEntries(bySource))
console.log('left out:', Object.fromEntries([...skipped].sort((a, b) => b[1] - a[1])))
console.log(
  `cross-check with WhatsMyName (read only): ${check.shared} of our sites are also in it; ` +
    `${check.statusDisagreements.length} disagree on the "exists" status:`,
)
for (const line of check.statusDisagreements) console.log(`  ${line}`)
