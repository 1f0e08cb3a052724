/**
 * Garmin (the Garmin account of garmin.com's shop and Garmin Connect). GET
 * https://sso.garmin.com/sso/createNewAccount?… opens the account-creation widget: its
 * session cookies and a form token ("token": "…" in the page's script). POST
 * https://sso.garmin.com/sso/validateNewAccount with the form fields email and token is
 * the widget's check of the address: the bare word false when an account uses it, true
 * when it is free.
 *
 * Silent: the widget validates the address before anything is created; no account is made
 * and nothing is sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { XHR, postForm } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'

const WIDGET = `https://sso.garmin.com/sso/createNewAccount?${new URLSearchParams({
  service: 'https://www.garmin.com/en-US/account/profile/',
  webhost: 'https://www.garmin.com/en-US/account/create/',
  source: 'https://www.garmin.com/en-US/account/create/',
  clientId: 'ACCOUNT_MANAGEMENT_CENTER',
  createAccountShown: 'true',
  openCreateAccount: 'true',
  embedWidget: 'false',
})}`
const TOKEN = /"token"\s*:\s*"([^"]+)"/

export const garminModule = pageThenAsk({
  id: 'garmin',
  name: 'Garmin',
  category: 'shopping',
  url: 'https://www.garmin.com/',
  hosts: ['sso.garmin.com'],
  silence:
    "The account-creation widget's address validation, before anything is created; no account is made and nothing is sent.",
  page: { url: WIDGET, what: 'account widget', headers: { accept: 'text/html' } },
  token: { read: (page) => TOKEN.exec(page.text)?.[1], missing: 'Garmin gave no form token' },
  ask: (email, { cookie, token }) =>
    postForm(
      'https://sso.garmin.com/sso/validateNewAccount?clientId=&locale=',
      { email, token },
      { accept: '*/*', ...XHR, origin: 'https://sso.garmin.com', referer: WIDGET, cookie },
    ),
  answer: { at: 'the body', taken: ['false'], free: ['true'], what: 'account validation answer' },
})
