/**
 * Miro. GET https://miro.com/en/signup/ gives the session cookies and the form's hidden
 * signup[token]; POST https://miro.com/signup/ with registration_check=<address> and that
 * token (csrfToken) is the sign-up form's address check: {"isAlreadyRegistered":true} when an
 * account uses the address, {"isAlreadyRegistered":false} when it is free.
 *
 * Silent: registration_check only asks whether the address is taken; the form carries no
 * name and no password, so nothing can be created, and nothing is sent. Answer shape from
 * public tool data (holehe), not verified live.
 */
import { XHR, postForm } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { inputValue } from './_email/forms.ts'

const SIGNUP = 'https://miro.com/en/signup/'

export const miroModule = pageThenAsk({
  id: 'miro',
  name: 'Miro',
  category: 'business',
  url: 'https://miro.com/',
  hosts: ['miro.com'],
  silence:
    "The sign-up form's registration_check, which only asks whether the address is taken; with no name or password nothing can be created, and nothing is sent.",
  page: { url: SIGNUP, what: 'sign-up page' },
  token: {
    read: (page) => inputValue(page.text, 'signup[token]'),
    missing: 'no sign-up form token',
  },
  ask: (email, { cookie, token }) =>
    postForm(
      'https://miro.com/signup/',
      { registration_check: email, csrfToken: token },
      {
        accept: 'application/json, text/javascript, */*; q=0.01',
        ...XHR,
        origin: 'https://miro.com',
        referer: SIGNUP,
        cookie,
      },
    ),
  answer: {
    at: 'isAlreadyRegistered',
    taken: [true],
    free: [false],
    what: 'registration check answer',
  },
})
