import { createHttpClient } from '../http/client.ts'
import { runModule } from '../run-module.ts'
import type { SiteEntry } from '../sites/schema.ts'
import { siteModule } from '../sites/site-module.ts'
import { fillUrl } from '../sites/url-template.ts'
import type { ModuleResult } from '../types.ts'
import { fakeDns } from './catch-all.ts'
import { answeringEverything } from '../mock-platform.ts'
import { NOBODY_PAGES, VARIANTS, sameShape, spread } from './nobody-pages.ts'
import {
  PROFILE_STYLES,
  handleShaped,
  longerNames,
  profilePage,
  profileType,
  type ProfileStyle,
} from './profile-pages.ts'

/**
 * The identity half of the contract, for every manifest site: its known account is found on
 * its own profile page in every style real sites render (recall), and another account's
 * page, one whose name contains the asked one, is never found, whether the site serves it at
 * the asked address or redirects there (precision); nor is a page that repeats the name but
 * shows nobody's account (nobody-pages.ts). Each check answers a list of violations.
 */

const HTML = { 'content-type': 'text/html; charset=utf-8' }

/** The styles a name can be shown in: an "@handle" needs a handle-shaped name. */
const stylesFor = (name: string): ProfileStyle[] =>
  handleShaped(name) ? [...PROFILE_STYLES] : ['full', 'title-canonical', 'json']

type Answer = (
  path: string,
  url: string,
) => { status: number; body: string; headers: Record<string, string> }

/** Runs the site's module on `query` against pages of the check's choosing. */
type RunAgainst = (answer: Answer, query?: string) => Promise<ModuleResult>

/**
 * Gives `use` a way to run the site's module against one answer after another, all on one
 * fake platform: a platform and a module made for every page cost the suite more than the
 * checks themselves.
 */
async function withSite<T>(entry: SiteEntry, use: (run: RunAgainst) => Promise<T>): Promise<T> {
  let current: Answer | undefined
  const agent = answeringEverything((options) => {
    if (!current) throw new Error('a request after the check it belonged to')
    const path = String(options.path)
    const { status, body, headers } = current(path, `${String(options.origin)}${path}`)
    return { statusCode: status, data: body, responseOptions: { headers } }
  })
  const module = siteModule(entry)
  const run: RunAgainst = async (answer, query = entry.fixtures.present) => {
    current = answer
    try {
      return await runModule({
        module,
        query,
        type: 'username',
        http: createHttpClient({ dispatcher: agent }),
        dns: fakeDns,
        timeoutMs: 5000,
      })
    } finally {
      current = undefined
    }
  }
  try {
    return await use(run)
  } finally {
    await agent.close()
  }
}

const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

/** The site's known account, on its own profile page, in each style: found every time. */
export async function checkOwnProfile(entry: SiteEntry): Promise<string[]> {
  const name = entry.fixtures.present
  const profileUrl = fillUrl(entry.url, name)
  const status = entry.detect.presentStatus[0] ?? 200
  return withSite(entry, async (run) => {
    const out: string[] = []
    for (const style of stylesFor(name)) {
      const body = profilePage(name, style, { profileUrl, markers: entry.detect.presentMarkers })
      const headers = { 'content-type': profileType(style) }
      const result = await run(() => ({ status, body, headers }))
      if (result.status !== 'found') {
        out.push(`${entry.id}: its own ${style} profile page is ${describe(result)}`)
      }
    }
    return out
  })
}

/**
 * Another account's page, at the asked address and after a redirect, and its JSON: never
 * found. The longer names take turns across the styles, so each style meets one of them.
 */
export async function checkOtherAccount(entry: SiteEntry): Promise<string[]> {
  const name = entry.fixtures.present
  const asked = pathOf(fillUrl(entry.probe?.url ?? entry.url, name))
  const status = entry.detect.presentStatus[0] ?? 200
  const names = longerNames(name)
  const json = JSON.stringify({
    user: { username: names[0], name, url: fillUrl(entry.url, names[0] ?? name) },
  })
  return withSite(entry, async (run) => {
    const out: string[] = []
    const api = await run(() => ({
      status,
      body: json,
      headers: { 'content-type': 'application/json' },
    }))
    if (api.status === 'found') out.push(`${entry.id}: found on ${names[0]}'s JSON profile`)
    for (const [i, style] of PROFILE_STYLES.entries()) {
      const other = names[i % names.length] ?? `${name}2`
      if (!stylesFor(other).includes(style)) continue
      const otherUrl = fillUrl(entry.url, other)
      const body = profilePage(other, style, {
        profileUrl: otherUrl,
        markers: entry.detect.presentMarkers,
      })
      const page = { status, body, headers: { 'content-type': profileType(style) } }
      const served = await run(() => page)
      if (served.status === 'found') {
        out.push(`${entry.id}: found on ${other}'s ${style} page served at the asked address`)
      }
      const moved = await run((path) =>
        path === asked ? { status: 302, body: '', headers: { location: otherUrl } } : page,
      )
      if (moved.status === 'found') {
        out.push(`${entry.id}: found on ${other}'s ${style} page after a redirect`)
      }
    }
    return out
  })
}

const describe = (result: ModuleResult) =>
  result.status === 'found'
    ? 'found'
    : `${result.status}${result.message ? ` (${result.message})` : ''}`

/**
 * Pages that repeat the name but show nobody's account (a "no such account" page in one of
 * the catalogue's languages, a login wall naming the name, a claim page, a JSON availability
 * answer, another account's profile with an echoed canonical URL, a handle that continues the
 * name with a separator), served at the asked address: never found. Half the sites are asked
 * their known account's name, half a made-up name of the same shape: the rules hold for any
 * name the page repeats, not for a name the suite knows.
 */
export async function checkNobodyPages(entry: SiteEntry): Promise<string[]> {
  const seed = spread(entry.id)
  const known = entry.fixtures.present
  const name = seed % 2 ? sameShape(known, seed) : known
  const status = entry.detect.presentStatus[0] ?? 200
  return withSite(entry, async (run) => {
    const out: string[] = []
    for (const [i, page] of NOBODY_PAGES.entries()) {
      const variant = (seed + i) % VARIANTS
      const headers = page.json ? { 'content-type': 'application/json' } : HTML
      const result = await run(
        (_path, url) => ({ status, body: page.body(name, url, variant), headers }),
        name,
      )
      if (result.status === 'found') {
        out.push(`${entry.id}: found '${name}' on ${page.name} (wording ${variant})`)
      }
    }
    return out
  })
}
