/**
 * Coursera. POST https://www.coursera.org/api/userAccounts.v1?action=getLoginMethods&email=…
 * (an empty JSON body) is what the sign-in dialog asks to decide how the person signs in: it
 * answers {"loginMethods":[…]} listing the account's sign-in methods when one exists, and
 * {"loginMethods":[]} when no account uses the address.
 *
 * Silent: the dialog only picks between the password, a social sign-in and the sign-up form;
 * no sign-in starts and nothing is sent. Answer shape from public tool data (user-scanner), not
 * verified live; entries that are not plain strings are counted but not shown.
 */
import { objectOf } from './_email/forms.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const courseraModule = emailModule({
  id: 'coursera',
  name: 'Coursera',
  category: 'education',
  url: 'https://www.coursera.org/',
  hosts: ['www.coursera.org'],
  finding: 'account',
  silence:
    "The sign-in dialog's question that picks between the password, a social sign-in and the sign-up form; no sign-in starts and nothing is sent.",
  async run(ctx) {
    const params = new URLSearchParams({ action: 'getLoginMethods', email: ctx.query })
    const res = await ctx.http.request(`https://www.coursera.org/api/userAccounts.v1?${params}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-coursera-application': 'front-page',
        origin: 'https://www.coursera.org',
        referer: 'https://www.coursera.org/?authMode=login',
      },
      body: {},
    })
    if (res.status !== 200) return unexpected(res)
    const methods = objectOf(res.json())?.loginMethods
    if (!Array.isArray(methods)) return unrecognised('login methods answer')
    if (methods.length === 0) return notFound('field loginMethods is empty')
    const named = methods.filter((m): m is string => typeof m === 'string')
    return found(
      `field loginMethods lists ${methods.length} method${methods.length === 1 ? '' : 's'}`,
      buildRecord({ email: ctx.query }, [
        pv.str('sign_in_methods', 'Sign-in methods', named.join(', ')),
      ]),
    )
  },
})
