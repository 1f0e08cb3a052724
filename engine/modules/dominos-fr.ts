/**
 * Domino's Pizza France. GET https://commande.dominos.fr/eStore/fr/Signup opens a session
 * (its cookies); GET https://commande.dominos.fr/eStore/fr/Signup/IsEmailAvailable?email=…
 * (the sign-up form's field check, sent as XMLHttpRequest in that session) answers the bare
 * word false when a customer account uses the address and true when it is free.
 *
 * Silent: the registration form asks it while the address is typed; it creates nothing and
 * sends nothing.
 *
 * Answer shape from public tool data, not verified live.
 */
import { XHR, getWith } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'

const SIGNUP = 'https://commande.dominos.fr/eStore/fr/Signup'

export const dominosFrModule = pageThenAsk({
  id: 'dominos-fr',
  name: "Domino's Pizza France",
  category: 'shopping',
  url: 'https://commande.dominos.fr/',
  hosts: ['commande.dominos.fr'],
  silence:
    "The registration form's address check, asked while the address is typed; it creates nothing and sends nothing.",
  page: { url: SIGNUP, what: 'sign-up page', headers: { accept: 'text/html' } },
  ask: (email, { cookie }) =>
    getWith(
      `${SIGNUP}/IsEmailAvailable`,
      { email },
      { accept: 'text/html, */*; q=0.01', ...XHR, referer: SIGNUP, cookie },
    ),
  answer: { at: 'the body', taken: ['false'], free: ['true'], what: 'availability answer' },
})
