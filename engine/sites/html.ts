import { decodeHTML, decodeHTMLAttribute } from 'entities'

/**
 * Decodes every HTML character reference in text content (titles, element text), as a
 * browser would: all named entities, numeric ones, and the legacy names written without ";".
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text)
}

/**
 * Decodes an attribute value (a URL, a meta tag's content). Unlike text, a legacy name with
 * no ";" before "=" or a letter stays as written, so `?a=1&not=2` keeps its query.
 */
export function decodeAttribute(value: string): string {
  return decodeHTMLAttribute(value)
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)
  return match ? (match[1] ?? match[2]) : undefined
}

/**
 * The page's <meta> tags as a map from `property` or `name` (lower case) to decoded content,
 * e.g. `og:title`, `og:image`, `description`, `twitter:title`. The first tag of a name wins.
 */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name') ?? attribute(tag, 'itemprop')
    const content = attribute(tag, 'content')
    if (key && content !== undefined && !tags.has(key.toLowerCase())) {
      tags.set(key.toLowerCase(), decodeAttribute(content).trim())
    }
  }
  return tags
}

/** The decoded text of the page's <title>, or undefined. */
export function pageTitle(html: string): string | undefined {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)
  return match?.[1] ? decodeEntities(match[1]).trim() : undefined
}

/** The href of `<link rel="canonical">`, or undefined. */
export function canonicalUrl(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gi)) {
    if (/\srel\s*=\s*["']canonical["']/i.test(tag)) {
      const href = attribute(tag, 'href')
      if (href) return decodeAttribute(href)
    }
  }
  return undefined
}

/** Parses the JSON inside `<script id="...">`, e.g. Next.js's `__NEXT_DATA__`. */
export function jsonScriptById(html: string, id: string): unknown {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(
    `<script[^>]*\\sid\\s*=\\s*["']${escaped}["'][^>]*>([\\s\\S]*?)</script>`,
    'i',
  ).exec(html)
  if (!match?.[1]) return undefined
  try {
    return JSON.parse(match[1])
  } catch {
    return undefined
  }
}

/** Every parsable `<script type="application/ld+json">` block of the page. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = []
  for (const match of html.matchAll(
    /<script[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    try {
      blocks.push(JSON.parse(match[1] ?? ''))
    } catch {
      // A broken block is skipped; the others may still carry the profile.
    }
  }
  return blocks
}

/** Plain text of a small HTML fragment (a bio or "about"): breaks kept, tags dropped. */
export function stripTags(fragment: string | null | undefined): string | undefined {
  if (!fragment) return undefined
  const text = decodeEntities(
    fragment.replace(/<br\s*\/?>|<\/?p(\s[^>]*)?>/gi, '\n').replace(/<[^>]*>/g, ''),
  )
    .replace(/\s*\n\s*/g, '\n')
    .trim()
  return text || undefined
}

/** An element's content is read this far at most: a page's main text, not the whole page. */
const MAX_ELEMENT = 4000

/**
 * What lies between an opening tag (ending at `start`) and its own closing tag, nested
 * elements of the same tag counted; at most MAX_ELEMENT characters.
 */
export function elementContent(html: string, tag: string, start: number): string {
  const scan = html.slice(start, start + MAX_ELEMENT)
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi')
  let depth = 1
  for (const match of scan.matchAll(tags)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return scan.slice(0, match.index)
  }
  return scan
}
