import { githubEmailModule } from './github-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, answersFrom, fixture, itLooksUp, pagesFrom } from './_shared/testing.ts'

const searchPath = `/search/users?${new URLSearchParams({ q: `${ADDRESS} in:email` })}`
const TOKEN =
  'Xk2Lw8vQ0pZ3nR7tYb5cJ1mD9fH4sA6eU0gK3iO8qW2xE5zV7yB1nM4lP6oT9rC3dF8hJ2kL5sG7aQ0wE3rT6y'
const api = answersFrom('https://api.github.com')
const site = pagesFrom('https://github.com')

const search = (file: string) => api(searchPath, 200, fixture('github-email', file))

/** The sign-up page with its session cookies, then the form's check of the address. */
const signup = (validity: string) => [
  site('/signup', 200, fixture('github-email', 'signup.html'), {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': [
        '_gh_sess=c2Vzc2lvbg%3D%3D; path=/; secure; HttpOnly; SameSite=Lax',
        '_octo=GH1.1.1234.5678; expires=Sun, 23 Nov 2027 05:00:00 GMT; path=/; domain=github.com; secure; SameSite=Lax',
      ],
    },
  }),
  site(
    '/email_validity_checks',
    validity === 'validity-taken.html' ? 422 : 200,
    fixture('github-email', validity),
    {
      method: 'POST',
      requestBody: new URLSearchParams({ authenticity_token: TOKEN, value: ADDRESS }).toString(),
      requestHeaders: { cookie: '_gh_sess=c2Vzc2lvbg%3D%3D; _octo=GH1.1.1234.5678' },
    },
  ),
]

describeSilentCheck(githubEmailModule, {
  answers: {
    found: [search('search-found.json')],
    not_found: [search('search-empty.json'), ...signup('validity-available.html')],
    blocked: [
      search('search-empty.json'),
      site(
        '/signup',
        403,
        '<html><script src="https://ct.captcha-delivery.com/c.js"></script></html>',
        {
          headers: { 'content-type': 'text/html', 'x-datadome': 'protected' },
        },
      ),
    ],
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
})

itLooksUp(githubEmailModule, {
  'finds an address kept off the profile through the sign-up form check, and only asks that': {
    query: ADDRESS,
    answers: [search('search-empty.json'), ...signup('validity-taken.html')],
    status: 'found',
    fieldsExactly: { email: ADDRESS, matched_by: 'sign-up check' },
    proof: 'the sign-up check says the address is already associated with an account',
  },
  'falls through to the sign-up check when the search quota is spent': {
    query: ADDRESS,
    answers: [
      api(searchPath, 403, '{"message":"API rate limit exceeded"}', {
        headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '0' },
      }),
      ...signup('validity-available.html'),
    ],
    status: 'not_found',
    summary: /email_validity_checks → HTTP 200, the sign-up check/,
  },
  'reports a sign-up page without its form token as unknown (captcha)': {
    query: ADDRESS,
    answers: [
      search('search-empty.json'),
      site('/signup', 200, '<html><body>Verifying…</body></html>'),
    ],
    status: 'unknown',
    reason: 'captcha',
  },
})
