import type { UnknownReason } from '../types.ts'

export interface WallLocation {
  reason: UnknownReason
  label: string
}

/**
 * Pages that stand in front of an answer, told by their URL. Being sent to one of these is
 * never a site's "no such user": it means we could not see the answer.
 */
const LOCATIONS: readonly [RegExp, WallLocation][] = [
  [
    /^consent\.|\/(?:consent|cookie-?consent|privacy-?consent|gdpr)(?:[/?#.]|$)/i,
    { reason: 'blocked', label: 'consent' },
  ],
  [
    /\/(?:captcha|challenge|verify-?human|bot-?check|security-?check)(?:[/?#.]|$)|[?&](?:captcha|challenge)=/i,
    { reason: 'captcha', label: 'captcha' },
  ],
  [
    /\/(?:region|geo|country)-?(?:block(?:ed)?|restrict(?:ed|ion)?|unavailable|not-?available)(?:[/?#.]|$)|\/(?:unavailable|not-?available)-?in-?(?:your-?)?(?:country|region)/i,
    { reason: 'blocked', label: 'region' },
  ],
  [
    /^(?:login|signin|auth|sso|accounts?|id|passport)\.|\/(?:log-?in|sign-?in|sign_in|auth(?:enticate|orize)?|sso|oauth2?|session\/new|sessions\/new|accounts\/login|users?\/(?:log-?in|sign-?in|sign_in)|member\/login)(?:[/?#.]|$)|[?&](?:redirect_to|return_to|returnUrl|next)=[^&]*(?:login|signin)/i,
    { reason: 'login_wall', label: 'login' },
  ],
]

/** The wall a URL leads to, or null for an ordinary page. */
export function wallAtLocation(raw: string): WallLocation | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const hostAndPath = `${url.hostname}${url.pathname}${url.search}`
  for (const [pattern, wall] of LOCATIONS) {
    if (pattern.test(hostAndPath)) return wall
  }
  return null
}
