import { describe, expect, it } from 'vitest'
import { detectBlockPage } from './detect-block-page.ts'
import { CLASS_PAGES } from '../testing/class-pages.ts'
import { wallAtLocation } from './wall-locations.ts'

const classPage = (id: string) => {
  const page = CLASS_PAGES.find((p) => p.id === id)
  if (!page) throw new Error(id)
  return page
}
const detect = (id: string) => {
  const page = classPage(id)
  return detectBlockPage(page.status, page.headers, page.body('alice'))
}

/** A real-looking profile page that carries a cookie banner and a sign-up captcha in its footer. */
const PROFILE_WITH_BANNER = `<!doctype html><html><head><title>alice (@alice) · Example</title>
<script src="https://www.google.com/recaptcha/api.js"></script></head><body>
<div class="cookie-banner">We use cookies to improve your experience. <button>Accept all cookies</button></div>
<main><h1>alice</h1><p class="bio">${'Photographer and climber. Posts about mountains, light and long walks. '.repeat(30)}</p>
<ul class="posts">${'<li>A post about a mountain at dawn, with a long caption.</li>'.repeat(20)}</ul></main>
<footer><form class="newsletter"><div class="g-recaptcha" data-sitekey="x"></div></form></footer>
</body></html>`

describe('wall detection, at any status', () => {
  it.each([
    ['captcha', 'captcha'],
    ['turnstile', 'captcha'],
    ['region', 'blocked'],
    ['region-451', 'blocked'],
    ['consent', 'blocked'],
  ])('recognises the %s page as %s', (id, reason) => {
    expect(detect(id)?.reason).toBe(reason)
  })

  it('names what it saw, for the Technical tab', () => {
    expect(detect('region-451')?.message).toBe('Not available in this region (HTTP 451)')
    expect(detect('region')?.message).toBe('Not available in this region')
    expect(detect('consent')?.message).toBe('Cookie consent wall')
    expect(detect('captcha')?.message).toBe('"Are you human" check (HTTP 200)')
  })

  it.each([
    'Please verify you are a human to continue.',
    'Are you a robot?',
    'Our systems have detected unusual traffic from your computer network.',
    'Press &amp; Hold to confirm you are a human (and not a bot).',
    'Checking your browser before accessing example.com.',
  ])('takes "%s" as a human check, even on a 200 page', (text) => {
    expect(detectBlockPage(200, {}, `<html><body><p>${text}</p></body></html>`)?.reason).toBe(
      'captcha',
    )
  })

  it('does not call a profile page with a cookie banner and a captcha widget in its footer a wall', () => {
    expect(detectBlockPage(200, {}, PROFILE_WITH_BANNER)).toBeNull()
  })

  it('leaves a profile that mentions a region in passing alone', () => {
    const long = `<html><body><h1>bob</h1><p>Some videos are not available in your country.</p>${'<p>A long post body with plenty of words in it.</p>'.repeat(60)}</body></html>`
    expect(detectBlockPage(200, {}, long)).toBeNull()
  })

  it('leaves the pages only the site itself can judge to the site', () => {
    for (const id of ['landing', 'empty', 'js-shell', 'json-error', 'json-empty', 'search']) {
      expect(detect(id), id).toBeNull()
    }
  })

  it('still trusts the classic challenge markers and statuses', () => {
    expect(detectBlockPage(403, { 'cf-mitigated': 'challenge' }, '')?.reason).toBe('captcha')
    expect(detectBlockPage(429, {}, 'slow down')?.reason).toBe('rate_limited')
    expect(detectBlockPage(401, {}, '')?.reason).toBe('login_wall')
  })
})

describe('walls told by where the answer came from', () => {
  const asked = 'https://example.com/u/alice'
  it.each([
    ['https://example.com/login?next=/u/alice', 'login_wall'],
    ['https://example.com/accounts/login/', 'login_wall'],
    ['https://example.com/users/sign_in', 'login_wall'],
    ['https://auth.example.com/authorize?client=1', 'login_wall'],
    ['https://consent.example.com/?continue=x', 'blocked'],
    ['https://example.com/gdpr/consent', 'blocked'],
    ['https://example.com/captcha?r=1', 'captcha'],
    ['https://example.com/unavailable-in-your-country', 'blocked'],
  ])('a redirect to %s is %s', (redirect, reason) => {
    expect(detectBlockPage(302, {}, '', { asked, redirect })?.reason).toBe(reason)
    expect(detectBlockPage(200, {}, '<p>hi</p>', { asked, url: redirect })?.reason).toBe(reason)
  })

  it('is no wall when the module asked for that page itself (a login API)', () => {
    const login = 'https://login.example.com/api/check'
    expect(detectBlockPage(200, {}, '{}', { asked: login, url: login })).toBeNull()
  })

  it.each([
    'https://example.com/',
    'https://example.com/u/alice/',
    'https://example.com/authors/x',
  ])('is no wall for an ordinary page (%s)', (url) => {
    expect(wallAtLocation(url)).toBeNull()
  })
})
