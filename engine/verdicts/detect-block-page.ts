import type { UnknownReason } from '../types.ts'
import { wallAtLocation } from './wall-locations.ts'

export interface BlockVerdict {
  reason: UnknownReason
  message: string
}

/** Where the answer came from: a redirect to a login or consent page is a wall too. */
export interface AnswerLocation {
  /** The URL asked for; a wall is only a wall when we did not ask for that page. */
  asked?: string
  /** The URL the answer came from after followed redirects. */
  url?: string
  /** A redirect that was not followed. */
  redirect?: string
  /** The pages followed redirects passed through. */
  via?: readonly string[]
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

/**
 * Words only a "prove you are a person" page says. Trusted at any status: a profile page has
 * no reason to ask whether we are human.
 */
const HUMAN_CHECK =
  /\b(?:verify|confirm|prove|check(?:ing)?)\s+(?:that\s+)?(?:you(?:'re|\s+are)\s+(?:a\s+)?(?:human|not\s+a\s+(?:robot|bot))|you\s+are\s+human)|are\s+you\s+(?:a\s+)?(?:human|robot)\b|\bnot\s+a\s+robot\b|unusual\s+traffic\s+from\s+your|checking\s+(?:if\s+the\s+site\s+connection\s+is\s+secure|your\s+browser\s+before)|complete\s+the\s+security\s+check|press\s+(?:&amp;|&)\s+hold\b/i

/** Captcha widgets also sit on ordinary sign-up forms: alone, only trusted on an error status. */
const CAPTCHA_WIDGET =
  /g-recaptcha|grecaptcha|recaptcha\/api\.js|h-captcha|hcaptcha\.com\/1\/api|challenges\.cloudflare\.com\/turnstile|cf-turnstile|funcaptcha|arkoselabs|geetest/i

/** A title that says the whole page is a check, whatever else sits beside it. */
const CHECK_TITLE =
  /<title[^>]*>[^<]*\b(?:captcha|security check|bot (?:check|protection)|human verification|are you a robot|verify(?:ing)? you|access check|one more step)\b[^<]*<\/title>/i

/** "Not available in your country": a region block, at 451 or on an ordinary 200. */
const REGION_NOTICE =
  /\b(?:not|isn't|is\s+not|currently\s+not|no\s+longer)\s+(?:yet\s+)?available\s+in\s+your\s+(?:country|region|location|area|jurisdiction)|\bunavailable\s+in\s+your\s+(?:country|region|location|area)|\b(?:blocked|restricted)\s+in\s+your\s+(?:country|region)|\bnot\s+(?:be\s+)?accessible\s+from\s+your\s+(?:country|region|location)|\bgeo(?:graphic(?:al)?)?[\s-]*(?:restrict|block)|\bdue\s+to\s+(?:legal|regulatory)\s+(?:reasons|requirements)[^.]{0,80}\b(?:country|region)/i

/** A cookie or privacy consent wall standing in front of the page. */
const CONSENT_WALL =
  /\bbefore\s+you\s+continue\s+to\b|\bwe\s+value\s+your\s+privacy\b|\b(?:cookie|privacy)\s+(?:consent|choices|preferences|settings)\b|\bmanage\s+(?:your\s+)?(?:cookie|consent|privacy)\b|\b(?:accept|reject)\s+all\s+cookies\b|\bconsent\s+to\s+(?:the\s+use\s+of\s+)?cookies\b|\bwe\s+(?:and\s+our\s+partners\s+)?use\s+cookies\b/i

/** Below this much visible text a page is the notice itself, not a page with a notice on it. */
const SHORT_PAGE = 1500

/** The page's readable text: no scripts, styles or tags, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(
      /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<noscript\b[\s\S]*?<\/noscript>/gi,
      ' ',
    )
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Decides whether an answer is a wall rather than the platform's real answer. Runs before
 * any found / not-found decision, so a blocked check is reported as unknown, never as absent.
 */
export function detectBlockPage(
  status: number,
  headers: Record<string, string>,
  body: string,
  where: AnswerLocation = {},
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
  const moved = movedToWall(where)
  if (moved) return moved
  if (status === 429) return { reason: 'rate_limited', message: 'Rate limited (HTTP 429)' }
  if (status === 451)
    return { reason: 'blocked', message: 'Not available in this region (HTTP 451)' }
  if (HUMAN_CHECK.test(head) || CHECK_TITLE.test(head))
    return { reason: 'captcha', message: `"Are you human" check (HTTP ${status})` }
  if (CAPTCHA_WIDGET.test(head)) {
    if (status >= 400) return { reason: 'captcha', message: `Captcha (HTTP ${status})` }
    // A 200 page that is little more than a captcha widget is the check itself.
    if (visibleText(head).length < SHORT_PAGE)
      return { reason: 'captcha', message: `Captcha page (HTTP ${status})` }
  }
  if (status === 401) return { reason: 'login_wall', message: 'Login required (HTTP 401)' }
  if (status === 403) return { reason: 'blocked', message: 'Forbidden (HTTP 403)' }
  if (status === 503) return { reason: 'blocked', message: 'Service unavailable (HTTP 503)' }
  return detectNotice(head)
}

/** A region or consent notice that is the whole page: a wall at any status. */
function detectNotice(head: string): BlockVerdict | null {
  if (!REGION_NOTICE.test(head) && !CONSENT_WALL.test(head)) return null
  const text = visibleText(head)
  if (text.length >= SHORT_PAGE) return null
  if (REGION_NOTICE.test(text))
    return { reason: 'blocked', message: 'Not available in this region' }
  if (CONSENT_WALL.test(text)) return { reason: 'blocked', message: 'Cookie consent wall' }
  return null
}

/** An answer that came from (or points to) a login, consent or check page we did not ask for. */
function movedToWall(where: AnswerLocation): BlockVerdict | null {
  const asked = where.asked
  for (const target of [where.redirect, ...(where.via ?? []), where.url]) {
    if (!target || target === asked) continue
    const wall = wallAtLocation(target)
    if (wall && !(asked && wallAtLocation(asked) === wall)) {
      const to = target === where.url ? 'answered from' : 'redirected to'
      return { reason: wall.reason, message: `${to} a ${wall.label} page` }
    }
  }
  return null
}
