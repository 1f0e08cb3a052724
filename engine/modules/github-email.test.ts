import { expect, it } from 'vitest'
import { githubEmailModule } from './github-email.ts'
import { ADDRESS, describeSilentCheck, requestsMade, type Platform } from './_email/testing.ts'
import { HTML_HEADERS, JSON_HEADERS, fixture, flat, usePlatforms } from './_shared/testing.ts'

const searchPath = `/search/users?${new URLSearchParams({ q: `${ADDRESS} in:email` })}`
const TOKEN =
  'Xk2Lw8vQ0pZ3nR7tYb5cJ1mD9fH4sA6eU0gK3iO8qW2xE5zV7yB1nM4lP6oT9rC3dF8hJ2kL5sG7aQ0wE3rT6y'

function searchAnswers(p: Platform, file: string) {
  p.agent
    .get('https://api.github.com')
    .intercept({ path: searchPath })
    .reply(200, fixture('github-email', file), JSON_HEADERS)
}

function signupAnswers(p: Platform, validity: string) {
  const site = p.agent.get('https://github.com')
  site.intercept({ path: '/signup' }).reply(200, fixture('github-email', 'signup.html'), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': [
        '_gh_sess=c2Vzc2lvbg%3D%3D; path=/; secure; HttpOnly; SameSite=Lax',
        '_octo=GH1.1.1234.5678; expires=Sun, 23 Nov 2027 05:00:00 GMT; path=/; domain=github.com; secure; SameSite=Lax',
      ],
    },
  })
  site
    .intercept({
      path: '/email_validity_checks',
      method: 'POST',
      body: new URLSearchParams({ authenticity_token: TOKEN, value: ADDRESS }).toString(),
      headers: { cookie: '_gh_sess=c2Vzc2lvbg%3D%3D; _octo=GH1.1.1234.5678' },
    })
    .reply(
      validity === 'validity-taken.html' ? 422 : 200,
      fixture('github-email', validity),
      HTML_HEADERS,
    )
}

describeSilentCheck(githubEmailModule, {
  answer(p, scenario) {
    if (scenario === 'found') return searchAnswers(p, 'search-found.json')
    searchAnswers(p, 'search-empty.json')
    if (scenario === 'not_found') return signupAnswers(p, 'validity-available.html')
    p.agent
      .get('https://github.com')
      .intercept({ path: '/signup' })
      .reply(403, '<html><script src="https://ct.captcha-delivery.com/c.js"></script></html>', {
        headers: { 'content-type': 'text/html', 'x-datadome': 'protected' },
      })
  },
  foundFields: {
    email: ADDRESS,
    username: 'adalovelace',
    id: '5230817',
    picture_url: 'https://avatars.githubusercontent.com/u/5230817?v=4',
    profile_url: 'https://github.com/adalovelace',
    account_type: 'User',
    matched_by: 'public profile email',
  },
  proof: {
    found:
      /^GET https:\/\/api\.github\.com\/search\/users\?.* → HTTP 200, the user search in:email lists 'adalovelace'$/,
    notFound:
      /^POST https:\/\/github\.com\/email_validity_checks → HTTP 200, the sign-up check says "Email is available"$/,
  },
  blockedReason: 'captcha',
  calls: [`GET https://api.github.com${searchPath}`],
})

const platform = usePlatforms()

it('finds an address kept off the profile through the sign-up form check, and only asks that', async () => {
  const p = platform()
  searchAnswers(p, 'search-empty.json')
  signupAnswers(p, 'validity-taken.html')
  const result = await p.run(githubEmailModule, ADDRESS, 'email')
  expect(result.status).toBe('found')
  expect(flat(result)).toEqual({ email: ADDRESS, matched_by: 'sign-up check' })
  expect(result.evidence?.summary).toBe(
    'POST https://github.com/email_validity_checks → HTTP 422, the sign-up check says the address is already associated with an account',
  )
  expect(requestsMade(p)).toEqual([
    `GET https://api.github.com${searchPath}`,
    'GET https://github.com/signup',
    'POST https://github.com/email_validity_checks',
  ])
})

it('falls through to the sign-up check when the search quota is spent', async () => {
  const p = platform()
  p.agent
    .get('https://api.github.com')
    .intercept({ path: searchPath })
    .reply(403, '{"message":"API rate limit exceeded"}', {
      headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '0' },
    })
  signupAnswers(p, 'validity-available.html')
  const result = await p.run(githubEmailModule, ADDRESS, 'email')
  expect(result.status).toBe('not_found')
  expect(result.evidence?.summary).toMatch(/email_validity_checks → HTTP 200, the sign-up check/)
})

it('reports a sign-up page without its form token as unknown (captcha)', async () => {
  const p = platform()
  searchAnswers(p, 'search-empty.json')
  p.agent
    .get('https://github.com')
    .intercept({ path: '/signup' })
    .reply(200, '<html><body>Verifying…</body></html>', HTML_HEADERS)
  expect(await p.run(githubEmailModule, ADDRESS, 'email')).toMatchObject({
    status: 'unknown',
    reason: 'captcha',
  })
})
