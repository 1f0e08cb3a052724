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
import { readOneValue } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const SIGNUP = 'https://commande.dominos.fr/eStore/fr/Signup'

export const dominosFrModule = emailModule({
  id: 'dominos-fr',
  name: "Domino's Pizza France",
  category: 'shopping',
  url: 'https://commande.dominos.fr/',
  hosts: ['commande.dominos.fr'],
  finding: 'account',
  silence:
    "The registration form's address check, asked while the address is typed; it creates nothing and sends nothing.",
  async run(ctx) {
    const page = await ctx.http.request(SIGNUP, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const res = await ctx.http.request(
      `${SIGNUP}/IsEmailAvailable?${new URLSearchParams({ email: ctx.query })}`,
      {
        headers: {
          accept: 'text/html, */*; q=0.01',
          'x-requested-with': 'XMLHttpRequest',
          referer: SIGNUP,
          cookie: cookieHeader(cookiesFrom(page)),
        },
      },
    )
    return readOneValue(res, ctx.query, {
      at: 'the body',
      taken: ['false'],
      free: ['true'],
      what: 'availability answer',
    })
  },
})
