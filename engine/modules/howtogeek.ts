/**
 * How-To Geek. GET https://www.howtogeek.com/check-user-exists/?email=… answers
 * {"userExists":true} when a member signs in with the address and {"userExists":false} when
 * none does (Valnet's sign-in check, see _email/valnet.ts).
 *
 * Silent: the sign-in dialog's first step, choosing between the password and the sign-up
 * form; it sends nothing. Answer shape from public tool data (user-scanner), not verified live.
 */
import { valnetEmailCheck } from './_email/valnet.ts'

export const howtogeekModule = valnetEmailCheck({
  id: 'howtogeek',
  name: 'How-To Geek',
  host: 'www.howtogeek.com',
})
