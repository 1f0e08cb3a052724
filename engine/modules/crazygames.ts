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
import type { LookupModule } from '../types.ts'
import { FIREBASE_SILENCE, createAuthUri } from './_email/firebase.ts'

export const crazygamesModule: LookupModule = {
  id: 'crazygames',
  name: 'CrazyGames',
  category: 'gaming',
  types: ['email'],
  url: '',
  hosts: ['identitytoolkit.googleapis.com'],
  kind: 'module',
  finding: 'account',
  silence: FIREBASE_SILENCE,
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  run: (ctx) =>
    createAuthUri(ctx, {
      apiKey: 'AIzaSyAkBGn9sKEUBSMQ9CTFyHHxXas0tdcpts8',
      origin: 'https://www.crazygames.com',
    }),
}
