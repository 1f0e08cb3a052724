import { createHash } from 'node:crypto'
import type { Evidence } from '../types.ts'

/** One request and its answer, as the engine client saw it. */
export interface Exchange {
  method: string
  url: string
  status: number
  /** The URL the answer came from, after redirects. */
  finalUrl: string
  /** A redirect that was not followed. */
  redirect?: string
  /** SHA-256 of the answer as read (answerDigest), hex. */
  sha256?: string
  /** ISO time the answer's body was read to its end. */
  readAt?: string
  /** The answer's text, for the rules that read what it says (never shown as evidence). */
  text?: string
}

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAM = /key|token|secret|password|passwd|auth|sig|session|credential/i

/** The URL as people may see it: no user info, no key-like query values. */
export function redactUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return raw
  }
  url.username = ''
  url.password = ''
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) url.searchParams.set(name, 'redacted')
  }
  return url.toString()
}

/**
 * The answer's fingerprint: SHA-256 over `HTTP <status> <final URL>\n` and then the body's
 * bytes as read (decompressed, up to the body cap). The URL is the one the answer came from,
 * redacted as the evidence shows it, so whoever keeps the page can recompute the digest.
 */
export function answerDigest(status: number, finalUrl: string, body: Uint8Array): string {
  return createHash('sha256')
    .update(`HTTP ${status} ${redactUrl(finalUrl)}\n`)
    .update(body)
    .digest('hex')
}

/** Evidence of a verdict that came from a platform's answer. */
export function evidenceFrom(exchange: Exchange, signal: string): Evidence {
  const url = redactUrl(exchange.url)
  const finalUrl = redactUrl(exchange.redirect ?? exchange.finalUrl)
  const movedTo = finalUrl !== url ? finalUrl : undefined
  const where = movedTo ? (exchange.redirect ? ` redirecting to ${movedTo}` : ` at ${movedTo}`) : ''
  return {
    method: exchange.method,
    url,
    status: exchange.status,
    ...(movedTo ? { final_url: movedTo } : {}),
    signal,
    summary: `${exchange.method} ${url} → HTTP ${exchange.status}${where}, ${signal}`,
    ...(exchange.sha256 ? { answer_sha256: exchange.sha256 } : {}),
    ...(exchange.readAt ? { read_at: exchange.readAt } : {}),
  }
}

/** Evidence of a verdict decided without asking any platform. */
export function localEvidence(signal: string): Evidence {
  return { signal, summary: `No request: ${signal}` }
}
