import { decodeAttribute, decodeEntities, elementContent } from './html.ts'

/**
 * The places of an HTML page where a profile shows whose it is, beyond its title and address:
 * the handle in the profile's header, and the page's links. Read with plain scanning: pages
 * are untrusted text, and a parser would cost more than the whole check.
 */

/** Headings, and elements a profile marks as its header, handle or screen name. */
const HEADER_OPEN =
  /<(h[1-3])\b[^>]*>|<([a-z][a-z0-9]*)\b[^>]*?(?:\bclass|\bid|\bitemprop|\bdata-testid)\s*=\s*["'][^"'>]*(?:profile|handle|screen-?name|nickname|alternatename)[^>]*>/gi

/** The text of each header-like element, tags removed, entities decoded. */
export function headerTexts(html: string): string[] {
  const out: string[] = []
  for (const open of html.matchAll(HEADER_OPEN)) {
    const tag = (open[1] ?? open[2] ?? '').toLowerCase()
    const start = (open.index ?? 0) + open[0].length
    const inner = elementContent(html, tag, start)
    out.push(textOf(inner))
    if (out.length >= 40) break
  }
  return out
}

const textOf = (fragment: string) =>
  decodeEntities(fragment.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()

/**
 * "@name" handles in a text: a whole token, never part of an address ("a@b.com"). A handle is
 * whole: "@alice-", "@alice_" and "@alice.b" are other accounts than "@alice"; only a full
 * stop that ends a sentence ("follow @alice.") is not part of it.
 */
export function handlesIn(text: string): string[] {
  const out: string[] = []
  for (const match of text.matchAll(/(?<![\p{L}\p{N}_.@/-])@([\p{L}\p{N}_.-]+)/gu)) {
    out.push((match[1] ?? '').replace(/\.+$/, '').toLowerCase())
  }
  return out
}

export interface PageLink {
  href: string
  /** The link's text, tags removed. */
  text: string
}

/** The page's links, at most a few thousand: enough for any profile's own navigation. */
export function pageLinks(html: string): PageLink[] {
  const out: PageLink[] = []
  for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]{0,400}?)<\/a>/gi)) {
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[1] ?? '')
    const value = href?.[1] ?? href?.[2]
    if (value) out.push({ href: decodeAttribute(value), text: textOf(match[2] ?? '') })
    if (out.length >= 3000) break
  }
  return out
}
