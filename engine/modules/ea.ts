/**
 * EA (Electronic Arts; the same account as Origin and the EA app). GET
 * https://signin.ea.com/p/juno/create opens the create-account session (cookies JSESSIONID
 * and signin-cookie); GET https://signin.ea.com/p/ajax/user/checkEmailExisted?requestorId=portal&email=…
 * in that session is the form's address check: {"message": "register_email_existed"} when
 * an EA account uses the address, "register_email_not_existed" when not (and
 * "register_email_invalid" for an address EA refuses).
 *
 * Silent: the create-account form asks it as the address is typed; it creates nothing and
 * sends nothing.
 *
 * Answer shape from public tool data, not verified live.
 */
import { XHR, getWith } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'

const CREATE = 'https://signin.ea.com/p/juno/create'

export const eaModule = pageThenAsk({
  id: 'ea',
  name: 'EA',
  category: 'gaming',
  url: 'https://www.ea.com/',
  hosts: ['signin.ea.com'],
  silence:
    "The create-account form's address check, asked as the address is typed; it creates nothing and sends nothing.",
  page: { url: CREATE, what: 'create-account page', headers: { accept: 'text/html' } },
  // The check needs the page's session, which is all it carries back.
  token: { read: (_, cookies) => cookies.get('JSESSIONID'), missing: 'EA opened no session' },
  ask: (email, { cookie }) =>
    getWith(
      'https://signin.ea.com/p/ajax/user/checkEmailExisted',
      { requestorId: 'portal', email },
      { accept: 'application/json, text/javascript, */*; q=0.01', ...XHR, referer: CREATE, cookie },
    ),
  answer: {
    at: 'message',
    taken: ['register_email_existed'],
    free: ['register_email_not_existed'],
    what: 'address check answer',
  },
})
