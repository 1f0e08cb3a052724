/**
 * Identifiers written into free text (a bio, a description): addresses, links, fediverse
 * handles and @handles. Each is taken out of the text once read, so an address never also
 * yields a handle ("ada@example.com" is not "@example").
 */
import { platformOfHost } from '../../shared/known-platforms.ts'

export interface TextFindings {
  emails: string[]
  urls: string[]
  /** `@name@server` accounts, as the profile address on their server. */
  fediverse: { handle: string; url: string }[]
  handles: string[]
}

const FEDIVERSE = /(?<![\w@])@([A-Za-z0-9_]{1,30})@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g
const SCHEME_URL = /\bhttps?:\/\/[^\s<>"'`]+/gi
const WWW_URL = /(?<![\w./])www\.[^\s<>"'`]+/gi
/** "instagram.com/ada" without a scheme: taken only when the host is a known platform's. */
const BARE_URL = /(?<![\w./@])((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})\/[^\s<>"'`]+/g
const HANDLE = /(?<![\w@./])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,48}[A-Za-z0-9_])?)/g

/** Punctuation that ends a sentence rather than an address. */
const trimTail = (url: string) => url.replace(/[.,;:!?)\]}>'"*]+$/, '')

export function scanText(text: string): TextFindings {
  const found: TextFindings = { emails: [], urls: [], fediverse: [], handles: [] }
  let rest = text.replace(FEDIVERSE, (_, handle: string, server: string) => {
    found.fediverse.push({ handle, url: `https://${server.toLowerCase()}/@${handle}` })
    return ' '
  })
  /** Reads each match `keep` accepts into `into` and blanks it out of the text. */
  const take = (
    pattern: RegExp,
    into: string[],
    keep: (match: string, host: string) => string | null,
  ) => {
    // A pattern without a group is handed the match's offset there: no host.
    rest = rest.replace(pattern, (match: string, group: unknown) => {
      const kept = keep(match, typeof group === 'string' ? group : '')
      if (kept === null) return match
      into.push(kept)
      return ' '
    })
  }
  take(SCHEME_URL, found.urls, (url) => trimTail(url))
  take(WWW_URL, found.urls, (url) => `https://${trimTail(url)}`)
  take(BARE_URL, found.urls, (url, host) =>
    platformOfHost(host) ? `https://${trimTail(url)}` : null,
  )
  take(EMAIL, found.emails, (email) => email)
  for (const [, handle] of rest.matchAll(HANDLE)) if (handle) found.handles.push(handle)
  return found
}
