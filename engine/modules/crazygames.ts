/**
 * CrazyGames. Its accounts live in Firebase Authentication: POST
 * https://identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key={CrazyGames' web key}
 * with {"identifier", "continueUri": "https://www.crazygames.com/"} answers "registered":
 * true or false and the sign-in methods of the address (see _email/firebase.ts).
 *
 * Silent: the lookup the sign-in dialog makes to pick password or provider sign-in; it
 * sends nothing. The key is the public web key in CrazyGames' own pages, not a secret.
 *
 * Answer shape from public tool data, not verified live.
 */
import { firebaseEmailCheck } from './_email/firebase.ts'

export const crazygamesModule = firebaseEmailCheck({
  id: 'crazygames',
  name: 'CrazyGames',
  category: 'gaming',
  apiKey: 'AIzaSyAkBGn9sKEUBSMQ9CTFyHHxXas0tdcpts8',
  origin: 'https://www.crazygames.com',
})
