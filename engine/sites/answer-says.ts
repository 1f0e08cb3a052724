import { decodeEntities, elementContent, metaTags, pageTitle } from './html.ts'
import type { UnknownReason } from '../types.ts'
import { jsonSays, type JsonSaying } from './json-says.ts'
import { normaliseName } from './names.ts'
import { PHRASES } from './says-phrases.ts'
import { wholeName, type WholeName, type WholeNameRules } from './whole-name.ts'

/**
 * What an answer says about the name in its own words, before anyone asks whose page it is: a
 * page whose title, main heading or main message says the account does not exist, is not
 * available, suspended or deleted, or that the name is free to claim, is nobody's profile,
 * however often it repeats the name; one that asks to log in first is a wall. A JSON answer
 * says so in what its fields mean (json-says.ts).
 *
 * Only the places where a page speaks for itself are read: its title, og:title and
 * descriptions, its h1 and h2 headings, elements it marks as an alert, an error or an empty
 * state, and the opening of its main text (all of it when the page is short). A bio further
 * down ("not available on weekends") is not the page's message.
 */

type SayingKind = 'gone' | 'free' | 'wall' | 'error'

export interface Saying {
  kind: SayingKind
  /** Where the page said it: "main heading", "page title", "field user". */
  where: string
  /** What it said, as written (shortened). */
  text: string
}

/** A few words within one sentence, in alphabets with and without spaces. */
const GAP = String.raw`[^.!?\n。！？]{0,40}?`
const SHORT = String.raw`[^.!?\n。！？]{0,12}?`
/** Where the asked name stood, once the text is read: a character no page text uses. */
const NAME = '\uE000'
/** A letter of the alphabets whose words are spaced (text is lower case by then). */
const WORD = String.raw`[a-z0-9_\u00df-\u024f\u0370-\u03ff\u0400-\u052f]`

/**
 * `\b` as the phrases mean it, for every spaced alphabet: before a word, "no letter behind";
 * after one, "no letter ahead". One-sided checks keep each phrase a quick scan.
 */
function boundaries(source: string): string {
  return source.replace(/\\b/g, (_, at: number) => {
    const rest = source.slice(at + 2)
    return rest.startsWith('(?:') || /^[\p{L}[]/u.test(rest) ? `(?<!${WORD})` : `(?!${WORD})`
  })
}

function compile(kind: 'gone' | 'free' | 'wall'): RegExp {
  const sources = Object.values(PHRASES).flatMap((language) => language[kind])
  const source = sources
    .map((s) =>
      boundaries(s)
        // Whitespace within a line: a phrase never runs from one line of the page into the next.
        .replaceAll('\\s', String.raw`[^\S\n]`)
        .replaceAll('{gap}', GAP)
        .replaceAll('{short}', SHORT)
        .replaceAll('{name}', `["']?@?${NAME}["']?`),
    )
    .map((s) => `(?:${s})`)
    .join('|')
  return new RegExp(source, 'mu')
}

const PATTERNS = { gone: compile('gone'), free: compile('free'), wall: compile('wall') }

/** Lower case, one kind of apostrophe and quote, Turkish dotted capitals folded. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/[“”«»„]/g, '"')
}

/** The asked name as a whole word: not "malice", "alice2" nor "x.alice". */
function nameFinder(query: string): WholeName | null {
  const name = fold(normaliseName(query))
  if (!name) return null
  return wholeName(name, WORD_NAME)
}

/**
 * The name in folded text: no letter of a spaced alphabet, digit or "_" on either side, no "."
 * or "-" joining it to more (text is lower case by then).
 */
export const WORD_NAME: WholeNameRules = {
  ignoreCase: false,
  handle: false,
  before: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_.-]$/u,
  after:
    /^(?:[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_-]|\.[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_])/u,
}

/** Reads one text (a message, a field) for what it says, with the name marked. */
function readText(
  text: string,
  name: WholeName | null,
): { kind: 'gone' | 'free' | 'wall'; match: string } | null {
  let folded = fold(text)
  if (name) folded = name.replace(folded, NAME)
  for (const kind of ['gone', 'free', 'wall'] as const) {
    const match = PATTERNS[kind].exec(folded)
    if (match) return { kind, match: match[0] }
  }
  return null
}

/** What an answer (a page or a JSON answer) says about the name `query`, if anything. */
export function answerSays(body: string, query: string): Saying | null {
  const name = nameFinder(query)
  const trimmed = body.trimStart()
  if (trimmed.startsWith('{') || trimmed.startsWith('[') || /^null\s*$/.test(trimmed)) {
    let data: unknown
    try {
      data = JSON.parse(trimmed)
    } catch {
      data = undefined
    }
    if (data !== undefined)
      return fromJson(jsonSays(data, (text) => readText(text, name)?.kind ?? null))
  }
  return pageSays(body, name)
}

/** What a message says ("User not found"), for modules that read one from an answer. */
export function messageSays(text: string, query: string): 'gone' | 'free' | 'wall' | null {
  return readText(text, nameFinder(query))?.kind ?? null
}

const fromJson = (said: JsonSaying | null): Saying | null =>
  said && { kind: said.kind, where: said.where, text: said.text }

/** The places where a page speaks for itself, most prominent first, as lines of text. */
export function messagePlaces(html: string): { where: string; lines: string[] }[] {
  const head = html.slice(0, 300_000)
  const meta = metaTags(head)
  const places: { where: string; lines: string[] }[] = []
  // A page speaks in a few lines: each place is read for its first 2,000 characters.
  const add = (where: string, text: string | undefined) => {
    const lines = (text ?? '')
      .slice(0, 2000)
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
    if (lines.length) places.push({ where, lines })
  }
  add('page title', pageTitle(head))
  add('og:title', meta.get('og:title'))
  add('twitter:title', meta.get('twitter:title'))
  for (const [tag, fragment] of elements(head, HEADING, 12)) {
    add(tag === 'h1' ? 'main heading' : 'heading', textLines(fragment))
  }
  for (const [, fragment] of elements(head, NOTICE, 8))
    add("the page's notice", textLines(fragment))
  add('og:description', meta.get('og:description'))
  add('description', meta.get('description'))
  add('twitter:description', meta.get('twitter:description'))
  add('main text', mainText(head))
  return places
}

function pageSays(html: string, name: WholeName | null): Saying | null {
  const places = messagePlaces(html)
  // Every line read at once, each kind of phrase in one pass; a line's place found after.
  const lines = places.flatMap((place) => place.lines.map((line) => ({ place, line })))
  let folded = fold(lines.map((l) => l.line).join('\n'))
  if (name) folded = name.replace(folded, NAME)
  // Gone and free before wall: a page that says both is nobody's, behind a wall or not.
  for (const kind of ['gone', 'free', 'wall'] as const) {
    const match = PATTERNS[kind].exec(folded)
    if (!match) continue
    const index = folded.slice(0, match.index).split('\n').length - 1
    const hit = lines[index] ?? lines[0]
    if (!hit) continue
    const text = hit.line.length > 80 ? `${hit.line.slice(0, 77)}…` : hit.line
    return { kind, where: hit.place.where, text }
  }
  return null
}

const HEADING = /<(h[12])\b[^>]*>/gi
/** Elements a page marks as its alert, error, notice or empty state. */
const NOTICE =
  /<([a-z][a-z0-9]*)\b[^>]*?(?:\brole\s*=\s*["'](?:alert|status)["']|\b(?:class|id|data-testid)\s*=\s*["'][^"'>]*(?:error|not-?found|notfound|empty|unavailable|missing|alert|notice|404|suspend|deleted|banned|warning|no-?user|no-?account)[^"'>]*["'])[^>]*>/gi

/** The contents of the first `limit` elements whose opening tag `open` matches. */
function elements(html: string, open: RegExp, limit: number): [string, string][] {
  const out: [string, string][] = []
  for (const match of html.matchAll(open)) {
    const tag = (match[1] ?? '').toLowerCase()
    const start = (match.index ?? 0) + match[0].length
    out.push([tag, elementContent(html, tag, start)])
    if (out.length >= limit) break
  }
  return out
}

const BLOCK =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|br|hr|section|article|header|footer|nav|main|aside|form|table|tr|td|th|button|label|dl|dt|dd|blockquote|figure|figcaption|title|option|select|textarea|input)\b[^>]*>/gi

const HIDDEN = /<(script|style|noscript|svg|template)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi

/** A fragment's text, one line per block: a phrase never runs from one block into the next. */
function textLines(fragment: string): string {
  return decodeEntities(
    fragment
      .replace(HIDDEN, ' ')
      .replace(BLOCK, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
}

/** A page below this much text is all message; a longer one speaks in its opening lines. */
const SHORT_PAGE = 1500
const OPENING = 600
/** Markup read for the main text: a page's message comes early, and reading costs. */
const READ = 30_000

/** The page's main text: all of a short page, the opening of a long one's main region. */
function mainText(html: string): string {
  const at = html.search(/<body\b/i)
  const body = (at >= 0 ? html.slice(at) : html).replace(HIDDEN, ' ')
  const all = textLines(body.slice(0, READ))
  if (all.replace(/\s+/g, ' ').length < SHORT_PAGE) return all
  const open = /<main\b[^>]*>|<[a-z][a-z0-9]*\b[^>]*\brole\s*=\s*["']main["'][^>]*>/i.exec(body)
  const region = (open ? body.slice(open.index) : body)
    .slice(0, READ)
    .replace(/<(header|nav|footer|aside)\b[\s\S]*?<\/\1>/gi, ' ')
  let text = ''
  for (const line of textLines(region).split('\n')) {
    const clean = line.replace(/\s+/g, ' ').trim()
    if (!clean) continue
    text += `${clean}\n`
    if (text.length >= OPENING) break
  }
  return text
}

/** What a saying means for a verdict: could not tell, and why, in words people follow. */
export function sayingVerdict(said: Saying): { reason: UnknownReason; message: string } {
  const json = said.where.startsWith('field ') || said.where.startsWith('the answer ')
  const quoted = json ? said.where : `'${said.text}', in its ${said.where}`
  const what = json ? 'the answer' : 'the page'
  switch (said.kind) {
    case 'gone':
      return {
        reason: 'unrecognised',
        message: `${what} says there is no such account (${quoted}): it shows nobody's profile`,
      }
    case 'free':
      return {
        reason: 'unrecognised',
        message: `${what} says the name is free to register (${quoted}): it shows nobody's profile`,
      }
    case 'wall':
      return {
        reason: 'login_wall',
        message: `${what} asks to log in first (${quoted}): it shows nothing about the name`,
      }
    case 'error':
      return { reason: 'unrecognised', message: `${what} is an error (${quoted})` }
  }
}
