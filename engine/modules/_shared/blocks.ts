import { detectBlockPage } from '../../verdicts/detect-block-page.ts'
import { BlockedError } from '../../http/client.ts'
import type { HttpResponse } from '../../types.ts'

/**
 * The shared wall check, for modules that asked with `detectBlocks: false` to read a status
 * themselves first: whatever they did not recognise still goes through it.
 */
export function throwIfBlocked(res: HttpResponse): void {
  const verdict = detectBlockPage(res.status, res.headers, res.text, {
    url: res.url,
    ...(res.requestUrl ? { asked: res.requestUrl } : {}),
    ...(res.redirect ? { redirect: res.redirect } : {}),
  })
  if (verdict) throw new BlockedError(verdict.reason, verdict.message)
}

/** Throws a rate-limit wall: for APIs that say so in a body or header rather than with 429. */
export function rateLimited(message: string): never {
  throw new BlockedError('rate_limited', message)
}
