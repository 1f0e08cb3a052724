/**
 * SoundCloud. GET https://soundcloud.com/ carries the web app's public client id
 * ("clientId":"…" in its runtime config); GET
 * https://api-auth.soundcloud.com/web-auth/identifier?q=…&client_id=… is the sign-in
 * box's first question: {"status": "in_use"} when an account uses the address,
 * {"status": "available"} when not.
 *
 * Silent: the answer only decides between the password step and sign-up; it sends no code
 * and no mail, and the module never takes the next step.
 *
 * Answer shape from public tool data, not verified live.
 */
import { getWith } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'

const CLIENT_ID = /"clientId"\s*:\s*"([A-Za-z0-9]+)"/

export const soundcloudEmailModule = pageThenAsk({
  id: 'soundcloud-email',
  name: 'SoundCloud',
  category: 'music',
  url: 'https://soundcloud.com/',
  hosts: ['soundcloud.com', 'api-auth.soundcloud.com'],
  silence:
    "The sign-in box's first question, which only decides between the password step and sign-up; it sends no code or mail, and the next step is never taken.",
  page: { url: 'https://soundcloud.com/', what: 'home page', headers: { accept: 'text/html' } },
  token: {
    read: (page) => CLIENT_ID.exec(page.text)?.[1],
    missing: 'SoundCloud gave no client id',
  },
  // The home page's client id is the API key its own script sends; no cookie goes with it.
  ask: (q, { token }) =>
    getWith(
      'https://api-auth.soundcloud.com/web-auth/identifier',
      { q, client_id: token },
      { accept: 'application/json', origin: 'https://soundcloud.com' },
    ),
  answer: { at: 'status', taken: ['in_use'], free: ['available'], what: 'identifier answer' },
})
