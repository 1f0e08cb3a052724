/**
 * One-off generator of engine/sites/sites.json from the MIT-licensed Sherlock and Maigret data
 * (see NOTICE and docs/decisions/005-site-manifest-sources.md), cross-checked against
 * WhatsMyName. Not run by tests: the generated manifest is committed, reviewed, and then edited
 * by hand like any file. How to run it: README.md beside this file.
 */
import { writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { emailModules } from '../../engine/catalog/email.ts'
import { phoneModules } from '../../engine/catalog/phone.ts'
import { providerModules } from '../../engine/catalog/providers.ts'
import { loadSiteManifest } from '../../engine/sites/manifest.ts'
import { siteEntrySchema } from '../../engine/sites/schema.ts'
import { USAGE, parseGeneratorArgs, readDataSet } from './args.ts'
import type { Candidate, Skip } from './candidate.ts'
import { crossCheck } from './cross-check.ts'
import type { WmnSite } from './from-whatsmyname.ts'
import { fromMaigret, type MaigretData } from './from-maigret.ts'
import { fromSherlock, type SherlockSite } from './from-sherlock.ts'
import { CATEGORY_OVERRIDES } from './categories.ts'
import { RESERVED_IDS, isReservedHost } from './reserved.ts'
import { bareHost, selectSites } from './select.ts'
import { WMN_NOTICE, selectWhatsMyName } from './select-whatsmyname.ts'

let inputs
try {
  const args = parseGeneratorArgs(process.argv.slice(2))
  inputs = {
    args,
    maigret: readDataSet('maigret', args.maigret) as MaigretData,
    sherlock: readDataSet('sherlock', args.sherlock) as Record<string, SherlockSite | string>,
    wmn: readDataSet('whatsmyname', args.whatsmyname) as { sites: WmnSite[] },
  }
} catch (err) {
  // Only the command line and the input files can fail here: say what, and write nothing.
  console.error(`${(err as Error).message}\n${USAGE}`)
  process.exit(2)
}
const { args, maigret, sherlock, wmn } = inputs
const target = args.count

const skipped = new Map<string, number>()
const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1)
const isSkip = (c: Candidate | Skip): c is Skip => 'skip' in c

// Maigret first: it records both a known-present and a known-absent account per site.
const byKey = new Map<string, Candidate>()
const brokenKeys = new Set<string>()
const tagsByHost = new Map<string, string[]>()
// Traffic ranks by host, disabled entries' too: a fact about the site, whoever checks it.
const rankByHost = new Map<string, number>()
for (const site of Object.values(maigret.sites)) {
  if (!site.url || !site.alexaRank || site.alexaRank <= 0) continue
  try {
    const host = bareHost(site.url.replace('{username}', '{}').replace(/\{[a-zA-Z]+\}/g, 'x'))
    rankByHost.set(host, Math.min(site.alexaRank, rankByHost.get(host) ?? Infinity))
  } catch {
    // Templated urlMain: no host to index.
  }
}
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

// A platform's email check may share its name with its username site: the site gets a suffix.
const moduleIds = new Set([...emailModules, ...phoneModules, ...providerModules].map((m) => m.id))
for (const c of valid) if (moduleIds.has(c.entry.id)) c.entry.id = `${c.entry.id}-profile`

const existing = args.merge ? loadSiteManifest(args.merge) : []
const { sites, added } = selectSites(valid, target, existing, (host) => rankByHost.get(host))
// Written as Prettier would, so regenerating shows only real changes in a diff.
async function write(path: string, manifest: object): Promise<void> {
  const prettier = await resolveConfig(path)
  writeFileSync(path, await format(JSON.stringify(manifest), { ...prettier, parser: 'json' }))
}
await write(args.out, {
  $comment:
    'Generated by scripts/site-manifest/generate.ts from Sherlock and Maigret data (MIT, see NOTICE), then maintained by hand. Schema: engine/sites/schema.ts. How to add or fix a site: docs/adding-a-lookup.md.',
  sites,
})
if (args.wmnOut) {
  const taken = {
    ids: new Set(sites.map((e) => e.id)),
    moduleIds,
    hosts: new Set(sites.map((e) => bareHost(e.url))),
  }
  const wmnSites = selectWhatsMyName(wmn.sites, taken, skip, (host) => rankByHost.get(host))
  await write(args.wmnOut, { $comment: WMN_NOTICE, sites: wmnSites })
  console.log(`wrote ${wmnSites.length} WhatsMyName sites to ${args.wmnOut}`)
}

const byCategory = new Map<string, number>()
for (const s of sites) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + 1)
const bySource = new Map<string, number>()
for (const s of sites)
  bySource.set(s.sources.join('+'), (bySource.get(s.sources.join('+')) ?? 0) + 1)
const check = crossCheck(sites, wmn)
console.log(
  `wrote ${sites.length} sites to ${args.out} (${existing.length} kept, ${added} added, ` +
    `${valid.length} usable candidates)`,
)
console.log('by category:', Object.fromEntries([...byCategory].sort((a, b) => b[1] - a[1])))
console.log('by source:', Object.fromEntries(bySource))
console.log('left out:', Object.fromEntries([...skipped].sort((a, b) => b[1] - a[1])))
console.log(
  `cross-check with WhatsMyName (read only): ${check.shared} of our sites are also in it; ` +
    `${check.statusDisagreements.length} disagree on the "exists" status:`,
)
for (const line of check.statusDisagreements) console.log(`  ${line}`)
