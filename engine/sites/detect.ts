import { visibleText } from '../verdicts/detect-block-page.ts'
import type { HttpResponse, UnknownReason } from '../types.ts'
import { answerSays, sayingVerdict } from './answer-says.ts'
import { pageOwner, type ProfileAddress } from './identity.ts'
import type { SiteEntry } from './schema.ts'
import { fillUrl } from './url-template.ts'

export type Judgement =
  | { verdict: 'present'; proof: string }
  | { verdict: 'absent'; proof: string }
  | { verdict: 'unknown'; reason: UnknownReason; message: string }

type Answer = Pick<HttpResponse, 'status' | 'url' | 'text'> & {
  redirect?: string
  requestUrl?: string
}

/** A site's rule, with its profile address to read account names out of its URLs. */
export type SiteRule = Pick<SiteEntry, 'detect' | 'unknownMarkers'> & { address: ProfileAddress }

/** Markers are quoted in evidence, never at length. */
const quote = (text: string) => `'${text.length > 60 ? `${text.slice(0, 57)}…` : text}'`

/**
 * Applies a site's rule to an answer that already passed the shared wall detection. Only a
 * clear signal is a verdict: presence needs the page to prove it is the asked account's own
 * (identity.ts; a presence marker only adds to that proof) and to say nothing against it (no
 * "this account doesn't exist", "the name is available", "log in to see": answer-says.ts),
 * absence the site's own negative signal; an answer that shows neither, or both at once, or
 * another account's page, is unknown.
 */
export function judge(entry: SiteRule, res: Answer, query: string): Judgement {
  for (const [marker, reason] of Object.entries(entry.unknownMarkers ?? {})) {
    if (res.text.includes(marker)) {
      return {
        verdict: 'unknown',
        reason,
        message: `the site showed a ${reason.replace('_', ' ')} page`,
      }
    }
  }
  const rule = entry.detect
  // An explicit not-found status is the site's own answer; markers cannot outvote it.
  if (rule.absentStatus?.includes(res.status)) {
    return { verdict: 'absent', proof: `HTTP ${res.status} is the site's not-found answer` }
  }
  if (res.redirect) return judgeRedirect(rule, res.redirect, query)
  const presentMarker = rule.presentMarkers?.find((m) => res.text.includes(m))
  const absentMarker = rule.absentMarkers?.find((m) => res.text.includes(m))
  const absence = absentMarker
    ? `page says ${quote(absentMarker)}`
    : rule.absentUrls?.some((u) => res.url.includes(u))
      ? `ended at the site's not-found address ${res.url}`
      : undefined
  if (absence) {
    return presentMarker
      ? {
          verdict: 'unknown',
          reason: 'unrecognised',
          message: `conflicting answer (HTTP ${res.status}): both profile and not-found signals`,
        }
      : { verdict: 'absent', proof: absence }
  }
  if (rule.presentStatus.includes(res.status)) {
    // A page that says nobody has the name, or asks to log in first, is nobody's profile,
    // however often it repeats the name: only the site's own rule above makes it absence.
    const said = answerSays(res.text, query)
    if (said) return { verdict: 'unknown', ...sayingVerdict(said) }
    const owner = pageOwner({
      body: res.text,
      query,
      requestUrl: res.requestUrl ?? res.url,
      finalUrl: res.url,
      address: entry.address,
    })
    if (owner.owner === 'asked') {
      const marker = presentMarker ? `, with the site's profile marker ${quote(presentMarker)}` : ''
      return { verdict: 'present', proof: `${owner.proof}${marker}` }
    }
    if (owner.owner === 'other') {
      return {
        verdict: 'unknown',
        reason: 'unrecognised',
        message: `the page is the profile of another account, '${owner.account}' (${owner.where})`,
      }
    }
    if (presentMarker) {
      return {
        verdict: 'unknown',
        reason: 'unrecognised',
        message: `a profile page that does not show whose it is (HTTP ${res.status}): it never names '${query}'`,
      }
    }
  }
  return { verdict: 'unknown', reason: 'unrecognised', message: describeUnrecognised(res) }
}

function judgeRedirect(rule: SiteEntry['detect'], target: string, query: string): Judgement {
  const declared = rule.absentRedirect?.some((template) =>
    sameLocation(target, fillUrl(template, query)),
  )
  if (declared) {
    return { verdict: 'absent', proof: `redirected to the site's not-found location ${target}` }
  }
  return {
    verdict: 'unknown',
    reason: 'unrecognised',
    message: `redirected to ${target}, which is not the site's not-found location`,
  }
}

/** Same host (www. aside) and path (trailing slash aside); the template's query must be there too. */
function sameLocation(actual: string, expected: string): boolean {
  let a: URL
  let e: URL
  try {
    a = new URL(actual)
    e = new URL(expected)
  } catch {
    return false
  }
  const host = (u: URL) => u.hostname.toLowerCase().replace(/^www\./, '')
  const path = (u: URL) => u.pathname.replace(/\/+$/, '') || '/'
  if (host(a) !== host(e) || path(a) !== path(e)) return false
  return [...e.searchParams].every(([k, v]) => a.searchParams.get(k) === v)
}

/** Why an answer was neither: said plainly, so the Technical tab can show it. */
function describeUnrecognised(res: Answer): string {
  const text = res.text.trim()
  if (text === '') return `empty answer (HTTP ${res.status})`
  const head = text.slice(0, 100_000)
  if (/<script\b/i.test(head) && visibleText(head).length < 80) {
    return `a page with no readable content, probably drawn by JavaScript (HTTP ${res.status})`
  }
  return `unrecognised answer (HTTP ${res.status}): neither the profile nor the site's not-found page`
}
