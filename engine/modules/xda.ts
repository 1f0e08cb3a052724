/**
 * XDA (xda-developers.com). GET https://www.xda-developers.com/check-user-exists/?email=…
 * answers {"userExists":true} when a member signs in with the address and
 * {"userExists":false} when none does (Valnet's sign-in check, see _email/valnet.ts).
 *
 * Silent: the sign-in dialog's first step, choosing between the password and the sign-up
 * form; it sends nothing. The subscribe=true parameter a public tool adds is left out, so no
 * newsletter sign-up can follow. Answer shape from public tool data (user-scanner), not
 * verified live.
 */
import { valnetEmailCheck } from './_email/valnet.ts'

export const xdaModule = valnetEmailCheck({
  id: 'xda',
  name: 'XDA',
  host: 'www.xda-developers.com',
})
