import { decodeEntities } from '../../sites/html.ts'

/**
 * The text of the first `<tag>` element of a small, flat XML document (CDATA unwrapped,
 * entities decoded), or undefined. Enough for profile feeds; not a general XML parser.
 */
export function xmlText(xml: string, tag: string): string | undefined {
  const name = tag.replace(/[^A-Za-z0-9:_-]/g, '')
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'i').exec(xml)
  if (!match?.[1]) return undefined
  const inner = match[1].trim()
  const cdata = /^<!\[CDATA\[([\s\S]*?)\]\]>$/.exec(inner)
  const text = (cdata ? cdata[1] : decodeEntities(inner))?.trim()
  return text || undefined
}
