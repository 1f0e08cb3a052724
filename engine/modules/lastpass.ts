/**
 * LastPass. GET https://lastpass.com/create_account.php?check=avail&skipcontent=1&mistype=1&username=…
 * answers the plain text "no" when the address already has a vault, "ok" when it is free
 * ("emailinvalid" for an address LastPass would not accept).
 *
 * Silent: the account-creation form's availability check; it creates and sends nothing.
 */
import { XHR, getWith, oneRequestCheck } from './_email/one-request-check.ts'

export const lastpassModule = oneRequestCheck({
  id: 'lastpass',
  name: 'LastPass',
  category: 'tech',
  url: 'https://www.lastpass.com/',
  hosts: ['lastpass.com'],
  silence: "The account-creation form's availability check; it creates no vault and sends nothing.",
  ask: (email) =>
    getWith(
      'https://lastpass.com/create_account.php',
      { check: 'avail', skipcontent: '1', mistype: '1', username: email },
      { accept: '*/*', ...XHR, referer: 'https://lastpass.com/' },
    ),
  // "emailinvalid": LastPass refuses the address itself, so no vault can carry it.
  answer: {
    at: 'the body',
    taken: ['no'],
    free: ['ok', 'emailinvalid'],
    what: 'availability answer',
  },
})
