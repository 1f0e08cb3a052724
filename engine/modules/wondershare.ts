/**
 * Wondershare (Filmora, PDFelement, Dr.Fone, … one account). GET
 * https://accounts.wondershare.com/api/v3/csrf-token sets the req_identity cookie, the
 * account site's CSRF token; PUT https://accounts.wondershare.com/api/v3/account/inspect with
 * {"email"} and that token in X-CSRF-Token is the registration page's address check. Its
 * answer's data.exist is 1 when an account uses the address and 2 when none does.
 *
 * Silent: "inspect" only reads whether the address is registered, before the registration
 * page offers its form; nothing is created and nothing is sent (the PUT is the site's own
 * choice of method for this read). Answer shape from public tool data (user-scanner), not
 * verified live.
 */
import { accountCheck } from './_email/account-check.ts'
import { objectOf } from './_email/forms.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { unexpected } from './_shared/outcomes.ts'

const REGISTERED = 1
const NOT_REGISTERED = 2
/** What the registration page's own script sends with each call. */
const HEADERS = { accept: 'application/json, text/plain, */*', 'x-lang': 'en-us' }

export const wondershareModule = pageThenAsk({
  id: 'wondershare',
  name: 'Wondershare',
  category: 'tech',
  url: 'https://www.wondershare.com/',
  hosts: ['accounts.wondershare.com'],
  silence:
    "The registration page's read-only address inspection (a PUT by the site's own choice), made before its form is offered; nothing is created or sent.",
  page: {
    url: 'https://accounts.wondershare.com/api/v3/csrf-token',
    what: 'CSRF token answer',
    headers: HEADERS,
  },
  token: {
    read: (_, cookies) => cookies.get('req_identity'),
    missing: 'Wondershare gave no CSRF cookie',
  },
  ask: (email, { cookie, token }) => ({
    url: 'https://accounts.wondershare.com/api/v3/account/inspect',
    options: {
      method: 'PUT',
      headers: {
        ...HEADERS,
        'x-csrf-token': token,
        origin: 'https://accounts.wondershare.com',
        referer: 'https://accounts.wondershare.com/m/register',
        cookie,
      },
      body: { email },
    },
  }),
  answer(res, email) {
    if (res.status !== 200) return unexpected(res)
    const data = objectOf(objectOf(res.json())?.data)
    return accountCheck(
      email,
      'data.exist',
      data?.exist,
      { taken: [REGISTERED], free: [NOT_REGISTERED] },
      'account inspection answer',
    )
  },
})
