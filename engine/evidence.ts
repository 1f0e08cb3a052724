import type { Evidence } from './types.ts'

/** One request and its answer, as the engine client saw it. */
export interface Exchange {
  method: string
  url: string
  status: number
  /** The URL the answer came from, after redirects. */
  finalUrl: string
  /** A redirect that was not followed. */
  redirect?: string
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
  }
}

/** Evidence of a verdict decided without asking any platform. */
export function localEvidence(signal: string): Evidence {
  return { signal, summary: `No request: ${signal}` }
}
