/**
 * JustWatch. Its accounts live in Firebase Authentication: POST
 * https://identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key={JustWatch's web key}
 * with {"identifier", "continueUri": "https://www.justwatch.com/"} answers "registered":
 * true or false and the sign-in methods of the address (see _email/firebase.ts).
 *
 * Silent: the lookup the sign-in dialog makes to pick password or provider sign-in; it
 * sends nothing. The key is the public web key in JustWatch's own pages, not a secret.
 *
 * Answer shape from public tool data, not verified live.
 */
import { firebaseEmailCheck } from './_email/firebase.ts'

export const justwatchModule = firebaseEmailCheck({
  id: 'justwatch',
  name: 'JustWatch',
  category: 'video',
  apiKey: 'AIzaSyDv6JIzdDvbTBS-JWdR4Kl22UvgWGAyuo8',
  origin: 'https://www.justwatch.com',
})
