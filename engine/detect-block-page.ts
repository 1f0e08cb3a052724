import type { UnknownReason } from './types.ts'

export interface BlockVerdict {
  reason: UnknownReason
  message: string
}

/** Markers of bot walls that only ever appear on challenge pages. */
const STRONG_MARKERS: [RegExp, UnknownReason, string][] = [
  [
    /<title>\s*Just a moment\.\.\.\s*<\/title>|cf-browser-verification|cf_chl_opt|challenge-platform\/h\//i,
    'captcha',
    'Cloudflare challenge',
  ],
  [
    /Attention Required! \| Cloudflare|cf-error-details|Sorry, you have been blocked/i,
    'blocked',
    'Cloudflare block page',
  ],
  [/px-captcha|_pxCaptcha|perimeterx|human-challenge/i, 'captcha', 'PerimeterX challenge'],
  [/captcha-delivery\.com|geo\.captcha-delivery|datadome/i, 'captcha', 'DataDome challenge'],
  [/AwsWafIntegration|awswaf\.com|aws-waf-token/i, 'captcha', 'AWS WAF challenge'],
  [/ddos-guard\.net\/|DDoS-Guard|__ddg1/i, 'blocked', 'DDoS-Guard check'],
  [/_Incapsula_Resource|Incapsula incident ID/i, 'blocked', 'Imperva block page'],
  [/<title>\s*Access Denied\s*<\/title>[\s\S]{0,2000}Reference #/i, 'blocked', 'Akamai block page'],
  [/<title>\s*(429 )?Too Many Requests\s*<\/title>/i, 'rate_limited', 'Too many requests'],
]

/** Captcha widgets also sit on ordinary sign-up forms: only trusted on an error status. */
const WEAK_MARKERS = /g-recaptcha|grecaptcha|h-captcha|hcaptcha\.com\/1\/api|turnstile/i

/**
 * Decides whether an answer is a wall rather than the platform's real answer. Runs before
 * any found / not-found decision, so a blocked check is reported as unknown, never as absent.
 */
export function detectBlockPage(
  status: number,
  headers: Record<string, string>,
  body: string,
): BlockVerdict | null {
  const head = body.slice(0, 100_000)
  if (headers['cf-mitigated'] === 'challenge')
    return { reason: 'captcha', message: 'Cloudflare challenge' }
  if (headers['x-amzn-waf-action'] === 'captcha' || headers['x-amzn-waf-action'] === 'challenge') {
    return { reason: 'captcha', message: 'AWS WAF challenge' }
  }
  if (headers['x-datadome'] && status >= 400)
    return { reason: 'captcha', message: 'DataDome challenge' }
  for (const [pattern, reason, message] of STRONG_MARKERS) {
    if (pattern.test(head)) return { reason, message }
  }
  if (status === 429) return { reason: 'rate_limited', message: 'Rate limited (HTTP 429)' }
  if (status >= 400 && WEAK_MARKERS.test(head))
    return { reason: 'captcha', message: `Captcha (HTTP ${status})` }
  if (status === 401) return { reason: 'login_wall', message: 'Login required (HTTP 401)' }
  if (status === 403) return { reason: 'blocked', message: 'Forbidden (HTTP 403)' }
  if (status === 503) return { reason: 'blocked', message: 'Service unavailable (HTTP 503)' }
  return null
}
